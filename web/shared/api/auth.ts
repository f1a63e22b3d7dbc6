import { apiRequest } from "./http";

/** The roles of spec §6; admin only ever comes from the server. */
export type UserType = "customer" | "provider" | "admin";

/** What login, register and me answer (spec §3: "Login response reads id, userType and name"). */
export interface AuthUser {
  readonly id: string;
  readonly userType: UserType;
  readonly name: string;
  readonly email?: string;
  /** Whether the owner opened the link mailed at sign-up (captains must before going online). */
  readonly emailVerified?: boolean;
  /** Sign-up only: why a captain who asked to start online is offline. */
  readonly offlineReason?: string;
}

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

/** Spec §7 register payload; the confirmation password never leaves the browser. */
export interface RegisterInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly phone: string;
  readonly userType: "customer" | "provider";
  readonly latitude: number;
  readonly longitude: number;
  /** Spec §9: true for customers, false for providers. */
  readonly isOnline: boolean;
}

export const login = (input: LoginInput): Promise<AuthUser> => apiRequest("POST", "/api/auth/login", input);

export const register = (input: RegisterInput): Promise<AuthUser> =>
  apiRequest("POST", "/api/auth/register", input);

export const logout = (): Promise<void> => apiRequest("POST", "/api/auth/logout", {});

/** Ends every session of the account, this browser's included; answers how many ended. */
export const logoutEverywhere = (): Promise<{ sessionsEnded: number }> =>
  apiRequest("POST", "/api/auth/logout-everywhere", {});

/** The user behind the session cookie, or null when there is none. */
export const me = (options?: { signal?: AbortSignal }): Promise<AuthUser | null> =>
  apiRequest("GET", "/api/auth/me", undefined, options);
