import type { AuthUser, UserType } from "../api";

/** Local storage keys of spec §2.1: the user as JSON, plus its id and type on their own. */
export const STORED_USER_KEY = "user";
export const STORED_USER_ID_KEY = "userId";
export const STORED_USER_TYPE_KEY = "userType";

const USER_TYPES: readonly UserType[] = ["customer", "provider", "admin"];

function isUserType(value: unknown): value is UserType {
  return typeof value === "string" && (USER_TYPES as readonly string[]).includes(value);
}

/**
 * The user a stored JSON text describes, or null when it is missing or unusable: not JSON, not an
 * object, or without an id, a known userType and a name. Numeric ids are accepted as text.
 */
export function parseStoredUser(raw: string | null): AuthUser | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const candidate = value as Record<string, unknown>;
  const id = typeof candidate.id === "number" ? String(candidate.id) : candidate.id;
  if (typeof id !== "string" || id === "") return null;
  if (!isUserType(candidate.userType)) return null;
  if (typeof candidate.name !== "string") return null;
  const user: AuthUser = {
    id,
    userType: candidate.userType,
    name: candidate.name,
    ...(typeof candidate.email === "string" ? { email: candidate.email } : {}),
    ...(typeof candidate.emailVerified === "boolean" ? { emailVerified: candidate.emailVerified } : {}),
  };
  return user;
}

/** Reads the stored user; a stored value that cannot be parsed is removed (spec §2.1). */
export function readStoredUser(storage: Storage): AuthUser | null {
  const raw = storage.getItem(STORED_USER_KEY);
  const user = parseStoredUser(raw);
  if (raw !== null && user === null) clearStoredUser(storage);
  return user;
}

export function writeStoredUser(storage: Storage, user: AuthUser): void {
  storage.setItem(STORED_USER_KEY, JSON.stringify(user));
  storage.setItem(STORED_USER_ID_KEY, user.id);
  storage.setItem(STORED_USER_TYPE_KEY, user.userType);
}

export function clearStoredUser(storage: Storage): void {
  storage.removeItem(STORED_USER_KEY);
  storage.removeItem(STORED_USER_ID_KEY);
  storage.removeItem(STORED_USER_TYPE_KEY);
}

/** Where each role lands after signing in (spec §2.3): providers on /provider, everyone else on /. */
export function homePathFor(userType: UserType): string {
  return userType === "provider" ? "/provider" : "/";
}
