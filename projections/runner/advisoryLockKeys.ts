/**
 * Namespaces (the first int of PostgreSQL's two-int advisory lock form) so our locks never
 * collide with anyone else's; the second int is `hashtext(<projection name>)`.
 */
export const ADVISORY_LOCK_NAMESPACE = {
  /** Session lock: the process that runs a projection (or rebuilds it). */
  lease: 7_301,
  /** Transaction lock: one writer of a projection's live tables and checkpoint at a time (live batch or swap). */
  liveWrite: 7_302,
  /** Transaction lock: concurrent `CREATE ... IF NOT EXISTS` still collide on the catalog; serialise them. */
  metaDdl: 7_303,
  /**
   * Transaction lock, shared, second int 0: "this transaction writes read models and never appends
   * events". The SQL event store's `$all` horizon ignores such transactions (see sqlReads.ts), so a
   * read-model batch in flight does not hold back every reader of new events.
   */
  readModelTransaction: 7_304,
  /** Transaction lock, second int 0: one transaction at a time drops and recreates the analytics views. */
  analyticsViews: 7_305,
} as const;
