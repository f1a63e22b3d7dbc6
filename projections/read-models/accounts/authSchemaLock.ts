import type { Sql } from "../../../domain/ports/sql";
import { ADVISORY_LOCK_NAMESPACE } from "../../runner/advisoryLockKeys";

/**
 * Everyone who creates the `auth` schema or its tables (every API node at start, the accounts
 * projection on its first run and on each rebuild) takes this transaction lock first: two
 * `CREATE ... IF NOT EXISTS` of the same object at the same moment still collide on the catalog
 * (a duplicate key in pg_class or pg_namespace), so they queue instead.
 */
export async function lockAuthSchemaDdl(tx: Sql): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1, hashtext('auth'))", [ADVISORY_LOCK_NAMESPACE.metaDdl]);
}
