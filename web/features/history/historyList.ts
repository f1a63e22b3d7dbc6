/** What ordering and merging need of a request. */
interface Listed {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * The history as shown: the fetched pages with every live change laid over them (a change replaces
 * the fetched copy; a request that is new since the fetch joins), newest first.
 */
export function historyList<R extends Listed>(
  pages: readonly (readonly R[])[],
  changes: ReadonlyMap<string, R>,
): R[] {
  const byId = new Map<string, R>();
  for (const page of pages) for (const request of page) byId.set(request.id, request);
  for (const [id, changed] of changes) byId.set(id, changed);
  return [...byId.values()].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}
