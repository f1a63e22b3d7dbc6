import { type AuthUser, authApi } from "../api";

let early: Promise<AuthUser | null> | null = null;

/**
 * Asks the server who is signed in as soon as the app's entry runs (web/app/main.tsx), while React,
 * Chakra and the screens still download and start: the signed-in home can only be chosen (and its
 * chunk fetched) once the answer is in, and asked from SessionProvider's first effect it came a
 * round trip after all of them (issue 28, bench/lighthouse: the customer home).
 */
export function checkSessionEarly(): void {
  early ??= authApi.me();
  // Whoever takes it handles a failure; until then it is not an unhandled rejection.
  early.catch(() => undefined);
}

/** The early check's answer for SessionProvider's start-up check, once; null when none was asked. */
export function takeEarlySessionCheck(): Promise<AuthUser | null> | null {
  const answer = early;
  early = null;
  return answer;
}
