import { createHash, randomBytes } from "node:crypto";

/** 256 bits from the CSPRNG: a session token cannot be guessed, only stolen. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Only this digest is stored, so a leaked sessions table opens no sessions. A plain SHA-256 is
 * enough: the token has 256 bits of entropy, unlike a password, so there is nothing to brute-force.
 */
export function sessionTokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as we issue it: 43 base64url characters. Anything else is not worth a database lookup. */
export function looksLikeSessionToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
