import { ApiError, ServerUnreachableError } from "../../shared/api";
import type { AuthT } from "./messages";

/** Which screen failed: the landing's auth screen and the /login page word failures differently (spec §8). */
export type AuthSurface = "auth-screen" | "login-page";
export type AuthAction = "signin" | "signup";

export interface ToastText {
  readonly title: string;
  readonly description: string;
}

export const welcomeBackToast = (t: AuthT): ToastText => ({
  title: t("toast.welcomeBack.title"),
  description: t("toast.welcomeBack.text"),
});

export const accountCreatedToast = (t: AuthT): ToastText => ({
  title: t("toast.accountCreated.title"),
  description: t("toast.accountCreated.text"),
});

/** The server's own words when it gave some, else null (server error codes are translated separately). */
function serverWords(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage || null;
  if (error instanceof ServerUnreachableError) return error.message;
  return null;
}

/** The destructive toast for a failed sign-in or sign-up, per surface (spec §8). */
export function authFailureToast(
  t: AuthT,
  surface: AuthSurface,
  action: AuthAction,
  error: unknown,
): ToastText {
  const words = serverWords(error);
  if (surface === "auth-screen") {
    return {
      title: t("toast.authFailed.title"),
      description: words ?? t("toast.authFailed.text"),
    };
  }
  return action === "signin"
    ? { title: t("toast.loginFailed.title"), description: words ?? t("toast.loginFailed.text") }
    : {
        title: t("toast.registrationFailed.title"),
        description: words ?? t("toast.registrationFailed.text"),
      };
}
