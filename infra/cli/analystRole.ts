/**
 * `npm run analyst-role`: creates or updates the read-only `analyst` role on the PostgreSQL of
 * DATABASE_URL (SELECT on the read models only; PGlite has no login roles, so EVENT_STORE does not matter). ANALYST_PASSWORD makes it a login role;
 * ANALYST_ROLE names it differently; ANALYST_STATEMENT_TIMEOUT and ANALYST_CONNECTION_LIMIT bound
 * what it may cost the server. Run it as the owner of the read models.
 */
import pg from "pg";
import { z } from "zod";
import { ANALYST_DEFAULTS, ensureAnalystRole } from "../../projections/access/analystRole";
import { loadConfig } from "../config/config";
import { createPgSql } from "../sql/pgSql";

const env = z
  .object({
    ANALYST_ROLE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL name")
      .default("analyst"),
    ANALYST_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    ANALYST_STATEMENT_TIMEOUT: z
      .string()
      .regex(/^[1-9][0-9]*(ms|s|min|h)$/, "must be a duration such as 30s, 500ms or 2min")
      .default(ANALYST_DEFAULTS.statementTimeout),
    ANALYST_CONNECTION_LIMIT: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000)
      .default(ANALYST_DEFAULTS.connectionLimit),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));

const config = loadConfig();
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
try {
  const report = await ensureAnalystRole(createPgSql(pool), {
    role: env.ANALYST_ROLE,
    password: env.ANALYST_PASSWORD,
    statementTimeout: env.ANALYST_STATEMENT_TIMEOUT,
    connectionLimit: env.ANALYST_CONNECTION_LIMIT,
  });
  console.log(
    `role ${env.ANALYST_ROLE}: SELECT on schema rm only (the audit log as analytics.audit_log, redacted), read-only sessions, statement_timeout ${env.ANALYST_STATEMENT_TIMEOUT}, at most ${env.ANALYST_CONNECTION_LIMIT} connections, ${env.ANALYST_PASSWORD ? "LOGIN with the given password" : "NOLOGIN (grant it to people's roles)"}`,
  );
  if (report.rawAuditLog === "not created yet")
    console.warn(
      "rm.audit_log does not exist yet, so it could not be taken away from the role: start the server once, then run this again",
    );
} finally {
  await pool.end();
}
