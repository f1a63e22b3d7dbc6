import { describe, expect, it } from "vitest";
import {
  FILL_ALL_FIELDS,
  FILL_REQUIRED_FIELDS,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  validateSignIn,
  validateSignUp,
} from "./authValidation";

describe("sign-in validation", () => {
  it("needs both email and password", () => {
    expect(validateSignIn({ email: "", password: "x" })).toBe(FILL_ALL_FIELDS);
    expect(validateSignIn({ email: "  ", password: "x" })).toBe(FILL_ALL_FIELDS);
    expect(validateSignIn({ email: "a@b.ae", password: "" })).toBe(FILL_ALL_FIELDS);
    expect(validateSignIn({ email: "a@b.ae", password: "x" })).toBeNull();
  });
});

describe("sign-up validation", () => {
  const valid = {
    name: "Aisha",
    email: "aisha@example.ae",
    phone: "+971501234567",
    password: "tow-truck-7",
    confirmPassword: "tow-truck-7",
  };

  it("accepts a complete form", () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it.each(["name", "email", "phone", "password"] as const)("requires %s", (field) => {
    expect(validateSignUp({ ...valid, [field]: "" })).toBe(FILL_REQUIRED_FIELDS);
  });

  it("asks for matching passwords before their length", () => {
    expect(validateSignUp({ ...valid, password: "abc", confirmPassword: "abd" })).toBe(
      PASSWORDS_DO_NOT_MATCH,
    );
  });

  it("needs at least 8 characters", () => {
    expect(validateSignUp({ ...valid, password: "abcdefg", confirmPassword: "abcdefg" })).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect(validateSignUp({ ...valid, password: "abcdefgh", confirmPassword: "abcdefgh" })).toBeNull();
  });
});
