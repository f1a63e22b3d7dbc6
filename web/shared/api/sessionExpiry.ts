/**
 * A 401 from any call outside /api/auth means the server no longer knows this session (expired,
 * logged out elsewhere). The session provider listens and forgets the user; the server stays the judge.
 */
const listeners = new Set<() => void>();

export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(): void {
  for (const listener of listeners) listener();
}
