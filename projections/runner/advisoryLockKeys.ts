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
} as const;
