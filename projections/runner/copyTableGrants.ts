import type { Sql } from "../../domain/ports/sql";
import { READ_MODEL_SCHEMA } from "../projection";
import { qualified } from "./sqlIdentifier";

interface GrantRow {
  privilege_type: string;
  grantee: string;
}

/**
 * Tables moved in by `ALTER TABLE ... SET SCHEMA` keep their own (empty) privileges; schema
 * default privileges apply only to tables created there. So before the swap, a shadow table
 * receives what its live predecessor had been granted, or, for a table new in this version, the
 * live schema's default privileges: analysts keep reading across rebuilds, and a grant taken away
 * from one table (the raw audit log, redactedAuditView.ts) stays taken away.
 */
export async function copyTableGrants(tx: Sql, table: string, shadowSchema: string): Promise<void> {
  const { rows } = await tx.query<GrantRow>(
    `SELECT DISTINCT a.privilege_type,
            CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(a.grantee)) END AS grantee
       FROM (
         SELECT (aclexplode(c.relacl)).* FROM pg_class c
          WHERE c.oid = to_regclass($1) AND c.relacl IS NOT NULL
         UNION ALL
         SELECT (aclexplode(d.defaclacl)).* FROM pg_default_acl d
           JOIN pg_namespace n ON n.oid = d.defaclnamespace
          WHERE n.nspname = $2 AND d.defaclobjtype = 'r' AND d.defaclrole = current_user::regrole
            AND to_regclass($1) IS NULL
       ) a
      WHERE a.grantee <> current_user::regrole`,
    [qualified(READ_MODEL_SCHEMA, table), READ_MODEL_SCHEMA],
  );
  for (const row of rows) {
    // privilege_type comes from aclexplode (SELECT, INSERT, ...), grantee from quote_ident: both safe to splice.
    await tx.query(`GRANT ${row.privilege_type} ON ${qualified(shadowSchema, table)} TO ${row.grantee}`);
  }
}
