/** What merging needs of a message. */
export interface Ordered {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * One chat from several sources: the fetched history, the live subscription and the replies to our own
 * sends. A message may arrive by more than one (sent, then announced live; fetched after it went live),
 * so each id appears once, and the list runs oldest first as the server orders it (time, then id).
 */
export function mergeMessages<M extends Ordered>(...sources: readonly (readonly M[])[]): M[] {
  const byId = new Map<string, M>();
  for (const source of sources)
    for (const message of source) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
