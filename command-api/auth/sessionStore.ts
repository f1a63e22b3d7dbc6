import type { Clock } from "../../domain/ports/clock";
import type { Sql } from "../../domain/ports/sql";
import { isPrincipalRole, type Principal } from "./principal";
import { looksLikeSessionToken, newSessionToken, sessionTokenDigest } from "./sessionToken";

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface SessionStore {
  issue(principal: Principal): Promise<IssuedSession>;
  /** The principal behind a token, or null when it is unknown, malformed or expired. */
  principalOf(token: string): Promise<Principal | null>;
  revoke(token: string): Promise<void>;
  /**
   * Ends every session of an account (a password reset), or every one but `keep` (a password
   * change ends the others and keeps the browser that made it). Returns the ended sessions' digests.
   */
  revokeAccount(accountId: string, keep?: string): Promise<string[]>;
}

export interface SessionStoreOptions {
  /** How long a session lasts from sign-in. */
  lifetimeMs: number;
  /**
   * How long a looked-up session is trusted without asking the database again. Every API call
   * needs the principal; a short cache saves that round trip. The node that logs out forgets at
   * once, the others when the revocation reaches them over the live bus (forgettingRevokedSessions
   * in sessionSockets.ts); this bounds how long a lost bus message can keep a session alive there.
   */
  cacheMs: number;
  cacheEntries: number;
}

export const DEFAULT_SESSION_OPTIONS: SessionStoreOptions = {
  lifetimeMs: 30 * 24 * 3600 * 1000,
  cacheMs: 5_000,
  cacheEntries: 10_000,
};

interface CachedSession {
  principal: Principal | null;
  expiresAt: number;
  cachedUntil: number;
}

/** The SQL store, which can also be told that a session ended elsewhere (another node's logout). */
export interface SqlSessionStore extends SessionStore {
  /** Drops what this node remembers of the session with this token digest. */
  forget(digest: string): void;
}

export function createSqlSessionStore(
  sql: Sql,
  clock: Clock,
  options: SessionStoreOptions = DEFAULT_SESSION_OPTIONS,
): SqlSessionStore {
  const cache = new Map<string, CachedSession>();

  const remember = (digest: string, entry: CachedSession) => {
    // Insertion order makes the Map a cheap FIFO: drop the oldest when full.
    if (cache.size >= options.cacheEntries) cache.delete(cache.keys().next().value as string);
    cache.set(digest, entry);
  };

  return {
    async issue(principal) {
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + options.lifetimeMs);
      // Sign-in is a good moment to sweep this account's dead sessions; nothing else needs a timer.
      await sql.query("DELETE FROM auth.sessions WHERE account_id = $1 AND expires_at <= $2", [
        principal.userId,
        now,
      ]);
      await sql.query(
        "INSERT INTO auth.sessions (token_digest, account_id, role, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
        [sessionTokenDigest(token), principal.userId, principal.role, now, expiresAt],
      );
      return { token, expiresAt };
    },

    async principalOf(token) {
      if (!looksLikeSessionToken(token)) return null;
      const digest = sessionTokenDigest(token);
      const now = clock.now().getTime();
      const cached = cache.get(digest);
      if (cached && cached.cachedUntil > now) return cached.expiresAt > now ? cached.principal : null;

      const { rows } = await sql.query<{ account_id: string; role: string; expires_at: Date | string }>(
        "SELECT account_id, role, expires_at FROM auth.sessions WHERE token_digest = $1",
        [digest],
        { prepared: true },
      );
      const row = rows[0];
      const expiresAt = row ? new Date(row.expires_at).getTime() : 0;
      const principal =
        row && expiresAt > now && isPrincipalRole(row.role)
          ? { userId: row.account_id, role: row.role }
          : null;
      remember(digest, { principal, expiresAt, cachedUntil: now + options.cacheMs });
      return principal;
    },

    forget(digest) {
      cache.delete(digest);
    },

    async revoke(token) {
      if (!looksLikeSessionToken(token)) return;
      const digest = sessionTokenDigest(token);
      cache.delete(digest);
      await sql.query("DELETE FROM auth.sessions WHERE token_digest = $1", [digest]);
    },

    async revokeAccount(accountId, keep) {
      const kept = keep && looksLikeSessionToken(keep) ? sessionTokenDigest(keep) : "";
      const { rows } = await sql.query<{ token_digest: string }>(
        "DELETE FROM auth.sessions WHERE account_id = $1 AND token_digest <> $2 RETURNING token_digest",
        [accountId, kept],
      );
      const digests = rows.map((row) => row.token_digest);
      for (const digest of digests) cache.delete(digest);
      return digests;
    },
  };
}
