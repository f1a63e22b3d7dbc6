/**
 * How both adapters return PostgreSQL `bigint` (int8): as its decimal text, e.g. "9007199254740993".
 *
 * Why text and not BigInt: text is what `pg` returns by default, it survives JSON (GraphQL, logs,
 * the live bus) unchanged, and it never silently rounds. PGlite's default differs (a number, or a
 * BigInt past 2^53), so each adapter overrides the parser per query rather than relying on
 * process-wide defaults someone else may have changed. Callers that need arithmetic write
 * `BigInt(row.x)`; small counters can be cast in SQL (`count(*)::int`).
 */
export const INT8_OID = 20;
export const INT8_ARRAY_OID = 1016;
