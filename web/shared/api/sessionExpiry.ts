/**
 * A 401 from any call outside /api/auth means the server no longer knows this session (expired,
 * logged out elsewhere). The session provider listens and forgets the user; the server stays the judge.
 * Why, when the server said (a live socket closed because an admin suspended the account).
 */
export type SessionEndReason = "expired" | "suspended";

const listeners = new Set<(reason: SessionEndReason) => void>();

export function onSessionExpired(listener: (reason: SessionEndReason) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(reason: SessionEndReason = "expired"): void {
  for (const listener of listeners) listener(reason);
}
