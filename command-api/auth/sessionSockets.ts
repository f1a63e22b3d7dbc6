import type { Clock } from "../../domain/ports/clock";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import {
  createSqlSessionStore,
  DEFAULT_SESSION_OPTIONS,
  type SessionStore,
  type SessionStoreOptions,
  type SqlSessionStore,
} from "./sessionStore";
import { sessionTokenDigest } from "./sessionToken";

/** Announced on the live bus when a session ends, so every node drops that session's sockets. */
export const SESSION_REVOKED_TOPIC = "session.revoked";

interface SessionRevoked {
  digest: string;
  /** Why it ended, when not a logout: the sockets' close reason, which the browser shows. */
  closeReason?: string;
}

/** The close reason of the sockets of an account an admin suspended; the web app recognises it. */
export const ACCOUNT_SUSPENDED_CLOSE_REASON = "account suspended";

function isSessionRevoked(payload: unknown): payload is SessionRevoked {
  return (
    typeof payload === "object" && payload !== null && typeof (payload as SessionRevoked).digest === "string"
  );
}

/**
 * A signed-out browser must stop receiving live data at once: subscriptions opened before the
 * logout would otherwise go on streaming. Sockets register under their session; a revocation
 * (from any node, through the live bus) closes them.
 */
export class SessionSockets {
  private readonly byDigest = new Map<string, Set<(closeReason?: string) => void>>();
  private readonly unsubscribe: () => void;

  constructor(bus: LiveBus) {
    this.unsubscribe = bus.subscribe(SESSION_REVOKED_TOPIC, (payload) => {
      if (isSessionRevoked(payload)) this.closeAll(payload.digest, payload.closeReason);
    });
  }

  /**
   * `close` is called when the session ends, with why when it was not a logout; the returned function
   * forgets the socket (call it on close).
   */
  track(token: string, close: (closeReason?: string) => void): () => void {
    const digest = sessionTokenDigest(token);
    let closers = this.byDigest.get(digest);
    if (!closers) {
      closers = new Set();
      this.byDigest.set(digest, closers);
    }
    closers.add(close);
    return () => {
      const current = this.byDigest.get(digest);
      current?.delete(close);
      if (current?.size === 0) this.byDigest.delete(digest);
    };
  }

  /** Sockets open on this node, for metrics and tests. */
  get size(): number {
    let n = 0;
    for (const closers of this.byDigest.values()) n += closers.size;
    return n;
  }

  stop(): void {
    this.unsubscribe();
    this.byDigest.clear();
  }

  private closeAll(digest: string, closeReason: string | undefined): void {
    const closers = this.byDigest.get(digest);
    if (!closers) return;
    this.byDigest.delete(digest);
    for (const close of closers) close(closeReason);
  }
}

/** The same store, whose `revoke` also tells every node's SessionSockets. */
export function announcingRevocations(store: SessionStore, bus: LiveBus): SessionStore {
  return {
    issue: (principal) => store.issue(principal),
    principalOf: (token) => store.principalOf(token),
    async revoke(token) {
      await store.revoke(token);
      await bus.publish({ topic: SESSION_REVOKED_TOPIC, payload: { digest: sessionTokenDigest(token) } });
    },
    async revokeAllOf(accountId, options) {
      const digests = await store.revokeAllOf(accountId, options);
      // One message per session: every node's SessionSockets and caches already understand it.
      for (const digest of digests) await bus.publish({ topic: SESSION_REVOKED_TOPIC, payload: { digest } });
      return digests;
    },
  };
}

/**
 * Every node forgets a revoked session as soon as the revocation reaches it, rather than trusting
 * its cached lookup until the cache time runs out. Returns the unsubscribe function.
 */
export function forgettingRevokedSessions(store: SqlSessionStore, bus: LiveBus): () => void {
  return bus.subscribe(SESSION_REVOKED_TOPIC, (payload) => {
    if (isSessionRevoked(payload)) store.forget(payload.digest);
  });
}

/**
 * This node's sessions: the SQL store, announcing its own logouts and forgetting other nodes' as
 * they arrive. What the REST facade and GraphQL (when given no store) both use; `stop` unsubscribes.
 */
export function nodeSessionStore(
  sql: Sql,
  clock: Clock,
  bus: LiveBus,
  options: SessionStoreOptions = DEFAULT_SESSION_OPTIONS,
): { sessions: SessionStore; stop: () => void } {
  const store = createSqlSessionStore(sql, clock, options);
  return { sessions: announcingRevocations(store, bus), stop: forgettingRevokedSessions(store, bus) };
}

/** WebSocket close code for "your session ended" (graphql-ws uses 4401 for Unauthorized too). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
