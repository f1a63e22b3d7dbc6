import { describe, expect, it } from "vitest";
import { passwordProblem } from "./passwordPolicy";

describe("passwordProblem", () => {
  it("refuses fewer than 8 characters, naming the password", () => {
    expect(passwordProblem("x7#kq2!")).toBe("Password must be at least 8 characters");
  });

  it("refuses passwords from the common-password list, whatever their case", () => {
    expect(passwordProblem("12345678")).toMatch(/^Password is one of the most common passwords/);
    expect(passwordProblem("Password1")).toMatch(/^Password is one of the most common passwords/);
    expect(passwordProblem("qwertyuiop")).toMatch(/^Password is one of the most common passwords/);
  });

  it("refuses the account's own email, its name part, or the person's name", () => {
    const context = { email: "Layla.Haddad@example.ae", name: "Layla Haddad" };
    expect(passwordProblem("layla.haddad@example.ae", context)).toBe(
      "Password must not be your name or email address",
    );
    expect(passwordProblem("layla.haddad", context)).toBe("Password must not be your name or email address");
    expect(passwordProblem("LAYLA HADDAD", context)).toBe("Password must not be your name or email address");
  });

  it("accepts a longer password that is on no list, and the demo accounts' password", () => {
    expect(passwordProblem("tow-truck-at-dawn")).toBeNull();
    // The seeded demo accounts sign up through the same command, so their password must pass.
    expect(passwordProblem("demo1234")).toBeNull();
  });

  it("refuses more than 200 characters", () => {
    expect(passwordProblem("a".repeat(201))).toBe("Password must be at most 200 characters");
  });
});
