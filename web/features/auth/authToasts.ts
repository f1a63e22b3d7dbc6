import { ApiError, ServerUnreachableError } from "../../shared/api";

/** Which screen failed: the landing's auth screen and the /login page word failures differently (spec §8). */
export type AuthSurface = "auth-screen" | "login-page";
export type AuthAction = "signin" | "signup";

export interface ToastText {
  readonly title: string;
  readonly description: string;
}

export const WELCOME_BACK: ToastText = {
  title: "Welcome Back",
  description: "You have been signed in successfully.",
};
export const ACCOUNT_CREATED: ToastText = {
  title: "Account Created",
  description: "Welcome! Your account has been created successfully.",
};

/** The server's own words when it gave some, else null. */
function serverWords(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage || null;
  if (error instanceof ServerUnreachableError) return error.message;
  return null;
}

/** The destructive toast for a failed sign-in or sign-up, per surface (spec §8). */
export function authFailureToast(surface: AuthSurface, action: AuthAction, error: unknown): ToastText {
  const words = serverWords(error);
  if (surface === "auth-screen") {
    return {
      title: "Authentication Failed",
      description: words ?? "Please check your credentials and try again.",
    };
  }
  return action === "signin"
    ? { title: "Login Failed", description: words ?? "Invalid credentials" }
    : { title: "Registration Failed", description: words ?? "Please check your information" };
}
