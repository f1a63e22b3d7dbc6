import { describe, expect, it } from "vitest";
import { ApiError, ServerUnreachableError } from "../../shared/api";
import { i18n } from "../../shared/i18n";
import { authFailureToast } from "./authToasts";
import { type AuthT, authMessages } from "./messages";

const t = i18n.getFixedT("en", authMessages.namespace) as unknown as AuthT;

describe("auth failure toasts (spec §8)", () => {
  it("the auth screen says Authentication Failed, with the server's words or the default", () => {
    expect(
      authFailureToast(
        t,
        "auth-screen",
        "signin",
        new ApiError(401, '{"message":"Wrong password"}', "Wrong password"),
      ),
    ).toEqual({
      title: "Authentication Failed",
      description: "Wrong password",
    });
    expect(authFailureToast(t, "auth-screen", "signup", new Error("boom"))).toEqual({
      title: "Authentication Failed",
      description: "Please check your credentials and try again.",
    });
  });

  it("the login page says Login Failed or Registration Failed", () => {
    expect(authFailureToast(t, "login-page", "signin", new Error("x"))).toEqual({
      title: "Login Failed",
      description: "Invalid credentials",
    });
    expect(
      authFailureToast(
        t,
        "login-page",
        "signup",
        new ApiError(409, "Email already registered", "Email already registered"),
      ),
    ).toEqual({
      title: "Registration Failed",
      description: "Email already registered",
    });
    expect(authFailureToast(t, "login-page", "signup", new ApiError(500, "", ""))).toEqual({
      title: "Registration Failed",
      description: "Please check your information",
    });
  });

  it("says plainly when the server cannot be reached", () => {
    expect(authFailureToast(t, "login-page", "signin", new ServerUnreachableError()).description).toMatch(
      /cannot be reached/,
    );
  });
});
