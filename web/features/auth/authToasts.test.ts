import { describe, expect, it } from "vitest";
import { ApiError, ServerUnreachableError } from "../../shared/api";
import { authFailureToast } from "./authToasts";

describe("auth failure toasts (spec §8)", () => {
  it("the auth screen says Authentication Failed, with the server's words or the default", () => {
    expect(
      authFailureToast(
        "auth-screen",
        "signin",
        new ApiError(401, '{"message":"Wrong password"}', "Wrong password"),
      ),
    ).toEqual({
      title: "Authentication Failed",
      description: "Wrong password",
    });
    expect(authFailureToast("auth-screen", "signup", new Error("boom"))).toEqual({
      title: "Authentication Failed",
      description: "Please check your credentials and try again.",
    });
  });

  it("the login page says Login Failed or Registration Failed", () => {
    expect(authFailureToast("login-page", "signin", new Error("x"))).toEqual({
      title: "Login Failed",
      description: "Invalid credentials",
    });
    expect(
      authFailureToast(
        "login-page",
        "signup",
        new ApiError(409, "Email already registered", "Email already registered"),
      ),
    ).toEqual({
      title: "Registration Failed",
      description: "Email already registered",
    });
    expect(authFailureToast("login-page", "signup", new ApiError(500, "", ""))).toEqual({
      title: "Registration Failed",
      description: "Please check your information",
    });
  });

  it("says plainly when the server cannot be reached", () => {
    expect(authFailureToast("login-page", "signin", new ServerUnreachableError()).description).toMatch(
      /cannot be reached/,
    );
  });
});
