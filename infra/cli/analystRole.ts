/**
 * `npm run analyst-role`: creates or updates the read-only `analyst` role on the PostgreSQL of
 * DATABASE_URL (SELECT on the analytics schema only, docs/analytics.md: never the read models in rm, the
 * events or auth; PGlite has no login roles, so EVENT_STORE does not matter). ANALYST_PASSWORD makes it a login role;
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
  await ensureAnalystRole(createPgSql(pool), {
    role: env.ANALYST_ROLE,
    password: env.ANALYST_PASSWORD,
    statementTimeout: env.ANALYST_STATEMENT_TIMEOUT,
    connectionLimit: env.ANALYST_CONNECTION_LIMIT,
  });
  console.log(
    `role ${env.ANALYST_ROLE}: SELECT on schema analytics only (docs/analytics.md; not rm, auth or the events), read-only sessions, statement_timeout ${env.ANALYST_STATEMENT_TIMEOUT}, at most ${env.ANALYST_CONNECTION_LIMIT} connections, ${env.ANALYST_PASSWORD ? "LOGIN with the given password" : "NOLOGIN (grant it to people's roles)"}`,
  );
  const views = await pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM information_schema.views WHERE table_schema = 'analytics'",
  );
  // The server creates the views as it starts its projections (analyticsViews.ts), not this command.
  if (Number(views.rows[0]?.n ?? 0) <= 1)
    console.warn(
      "the analytics views do not exist yet: start the server once; they are granted as they appear",
    );
} finally {
  await pool.end();
}
