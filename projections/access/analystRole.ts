import type { Sql } from "../../domain/ports/sql";
import { READ_MODEL_SCHEMA } from "../projection";
import { META_SCHEMA } from "../runner/projectionMeta";
import { grantRedactedAuditView, type RawAuditLog } from "./redactedAuditView";

export interface AnalystRoleOptions {
  /** Default "analyst". */
  role?: string;
  /** With a password the role can log in; without one it is NOLOGIN (grant it to people's own roles). */
  password?: string;
  /** A PostgreSQL interval such as "30s": no analyst query runs longer (default 30s). */
  statementTimeout?: string;
  /** At most this many sessions of the role at once (default 5). */
  connectionLimit?: number;
}

export const ANALYST_DEFAULTS = { statementTimeout: "30s", connectionLimit: 5 } as const;

/**
 * Read-model tables that hold secrets rather than facts: a browser's push endpoint with its keys is
 * enough to send that person notifications. Refused to analysts (a rebuild's swap keeps the refusal:
 * the shadow tables copy the live tables' grants).
 */
export const PRIVATE_READ_MODEL_TABLES = ["push_subscriptions", "family_shares_push_subscriptions"] as const;

export interface AnalystRoleReport {
  /** Whether the raw audit log could be taken away, or does not exist yet (run again after the first start). */
  rawAuditLog: RawAuditLog;
}

/**
 * Creates (or brings up to date) the read-only role analysts use: SELECT on the read-model schema
 * (the audit log only through its redacted view, analytics.audit_log), a statement timeout and a
 * connection limit, and nothing else. The event store, the runner's checkpoints and the credentials in `auth` are
 * never granted, and every session of the role is read-only. Idempotent; run it as a superuser or
 * a role that may create roles and is a member of the read models' owner.
 */
export async function ensureAnalystRole(
  sql: Sql,
  options: AnalystRoleOptions = {},
): Promise<AnalystRoleReport> {
  const role = options.role ?? "analyst";
  const connectionLimit = options.connectionLimit ?? ANALYST_DEFAULTS.connectionLimit;
  if (!Number.isInteger(connectionLimit) || connectionLimit < 1)
    throw new Error(`connectionLimit: must be a whole number of at least 1, not ${connectionLimit}`);
  return sql.transaction(async (tx) => {
    // Identifiers and the password are quoted by the server (format %I / %L), never by string pasting.
    const exists = await tx.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
    if (exists.rows.length === 0) await execute(tx, "CREATE ROLE %I NOLOGIN", [role]);
    if (options.password) await execute(tx, "ALTER ROLE %I LOGIN PASSWORD %L", [role, options.password]);
    else await execute(tx, "ALTER ROLE %I NOLOGIN", [role]);
    await execute(tx, "ALTER ROLE %I SET default_transaction_read_only = on", [role]);
    // A runaway query or a pile of sessions must not starve the API on the same server.
    await execute(tx, "ALTER ROLE %I SET statement_timeout = %L", [
      role,
      options.statementTimeout ?? ANALYST_DEFAULTS.statementTimeout,
    ]);
    await execute(tx, `ALTER ROLE %I CONNECTION LIMIT ${connectionLimit}`, [role]);
    await execute(tx, "GRANT CONNECT ON DATABASE %I TO %I", [await currentDatabase(tx), role]);

    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${READ_MODEL_SCHEMA}`);
    await execute(tx, `GRANT USAGE ON SCHEMA ${READ_MODEL_SCHEMA} TO %I`, [role]);
    await execute(tx, `GRANT SELECT ON ALL TABLES IN SCHEMA ${READ_MODEL_SCHEMA} TO %I`, [role]);
    // Default privileges belong to the role that creates the tables: the read models' owner (the
    // app's role in the least-privilege split, README "Deploy"), whoever runs this.
    const owner = await schemaOwner(tx, READ_MODEL_SCHEMA);
    await execute(
      tx,
      `ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA ${READ_MODEL_SCHEMA} GRANT SELECT ON TABLES TO %I`,
      [owner, role],
    );

    // Should anyone have granted more before, take it back: analysts see read models only.
    for (const schema of [META_SCHEMA, "auth", "public"]) {
      const present = await tx.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
      if (present.rows.length === 0) continue;
      await execute(tx, "REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM %I", [schema, role]);
      if (schema !== "public") await execute(tx, "REVOKE ALL ON SCHEMA %I FROM %I", [schema, role]);
    }
    for (const table of PRIVATE_READ_MODEL_TABLES) {
      const present = await tx.query("SELECT to_regclass($1) IS NOT NULL AS present", [
        `${READ_MODEL_SCHEMA}.${table}`,
      ]);
      if ((present.rows[0] as { present: boolean } | undefined)?.present)
        await execute(tx, `REVOKE ALL ON ${READ_MODEL_SCHEMA}.%I FROM %I`, [table, role]);
    }
    // Raw event payloads hold phone numbers, Emirates IDs, chat text and addresses: analysts get them redacted.
    const rawAuditLog = await grantRedactedAuditView(tx, role, owner, (template, args) =>
      execute(tx, template, args),
    );
    return { rawAuditLog };
  });
}

async function execute(tx: Sql, template: string, args: readonly string[]): Promise<void> {
  const placeholders = args.map((_, i) => `$${i + 1}::text`).join(", ");
  const { rows } = await tx.query<{ statement: string }>(
    `SELECT format('${template}', ${placeholders}) AS statement`,
    args,
  );
  const statement = rows[0]?.statement;
  if (!statement) throw new Error(`could not build the statement "${template}"`);
  await tx.query(statement);
}

async function schemaOwner(tx: Sql, schema: string): Promise<string> {
  const { rows } = await tx.query<{ owner: string }>(
    "SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = $1",
    [schema],
  );
  return rows[0]!.owner;
}

async function currentDatabase(tx: Sql): Promise<string> {
  const { rows } = await tx.query<{ name: string }>("SELECT current_database() AS name");
  return rows[0]!.name;
}
