import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { type AuthUser, authApi, onSessionExpired } from "../api";
import { notify } from "../toast";
import { takeEarlySessionCheck } from "./earlySessionCheck";
import { stopBrowserPush } from "./stopBrowserPush";
import { clearStoredUser, readStoredUser, STORED_USER_KEY, writeStoredUser } from "./storedUser";

export interface Session {
  /** True until the server said who is signed in (or could not be asked). */
  readonly loading: boolean;
  readonly user: AuthUser | null;
  /** Remember a user the server just authenticated. */
  readonly signIn: (user: AuthUser) => void;
  /** Stop this browser's push notifications and end the session on the server (both best effort), then forget the user here. */
  readonly signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** How long the start-up check may hold the spinner before the stored user is trusted as is. */
const ME_TIMEOUT_MS = 8000;

/** Rejects when `signal` aborts: what a fetch given the signal would do. */
const abortedBy = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener("abort", () => reject(signal.reason), { once: true }),
  );

export interface SessionProviderProps {
  readonly children: ReactNode;
  /** For tests: skip the start-up check against /api/auth/me. */
  readonly validateOnStart?: boolean;
}

/**
 * The signed-in user. Local storage (spec §2.1) gives a fast first guess; the session cookie, as
 * /api/auth/me reports it, is the truth: no user there (null) signs out, a reachable server's user
 * replaces the stored one. When the server cannot be reached the stored user is kept, and the banner says why.
 */
export function SessionProvider({ children, validateOnStart = true }: SessionProviderProps) {
  const [user, setUser] = useState<AuthUser | null>(() => readStoredUser(localStorage));
  // Only a stored user is worth a spinner; a visitor without one sees the landing at once, and is
  // signed in quietly if the cookie turns out to hold a session.
  const [loading, setLoading] = useState(() => validateOnStart && user !== null);

  useEffect(() => {
    if (!validateOnStart) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ME_TIMEOUT_MS);
    // The answer main.tsx asked for at start-up, if any; it is dropped, as a fresh one would be, if
    // it comes after the timeout or after this provider unmounted.
    const early = takeEarlySessionCheck();
    const answer = early
      ? Promise.race([early, abortedBy(controller.signal)])
      : authApi.me({ signal: controller.signal });
    answer
      .then((current) => {
        if (current) writeStoredUser(localStorage, current);
        else clearStoredUser(localStorage);
        setUser(current);
      })
      .catch(() => {
        // Unreachable, timed out or an older server without /me: keep what was stored.
      })
      .finally(() => {
        clearTimeout(timer);
        setLoading(false);
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [validateOnStart]);

  useEffect(
    () =>
      onSessionExpired((reason) => {
        clearStoredUser(localStorage);
        setUser(null);
        // The socket said why; sign-in tells the admin's reason (the server keeps it, not the socket).
        if (reason === "suspended")
          notify.error(
            "Account suspended",
            "An admin suspended your account. Sign in to see the reason, or contact support.",
            { id: "account-suspended" },
          );
      }),
    [],
  );

  // Signing in or out in another tab changes this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORED_USER_KEY || event.key === null) setUser(readStoredUser(localStorage));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const signIn = useCallback((next: AuthUser) => {
    writeStoredUser(localStorage, next);
    setUser(next);
  }, []);

  const signOut = useCallback(async () => {
    // First, while the cookie still names the account whose notifications this browser receives.
    await stopBrowserPush();
    try {
      await authApi.logout();
    } catch {
      // The cookie may already be gone or the server down; the user still leaves here.
    }
    clearStoredUser(localStorage);
    setUser(null);
  }, []);

  const session = useMemo<Session>(
    () => ({ loading, user, signIn, signOut }),
    [loading, user, signIn, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
