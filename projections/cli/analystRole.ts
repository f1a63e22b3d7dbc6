/**
 * `npm run analyst-role`: creates or updates the read-only `analyst` role on the PostgreSQL of
 * DATABASE_URL (SELECT on the read models only; PGlite has no login roles, so EVENT_STORE does not matter). ANALYST_PASSWORD makes it a login role;
 * ANALYST_ROLE names it differently. Run it as the owner of the read models.
 */
import pg from "pg";
import { z } from "zod";
import { loadConfig } from "../../infra/config/config";
import { createPgSql } from "../../infra/sql/pgSql";
import { ensureAnalystRole } from "../access/analystRole";

const env = z
  .object({
    ANALYST_ROLE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL name")
      .default("analyst"),
    ANALYST_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));

const config = loadConfig();
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
try {
  await ensureAnalystRole(createPgSql(pool), { role: env.ANALYST_ROLE, password: env.ANALYST_PASSWORD });
  console.log(
    `role ${env.ANALYST_ROLE}: SELECT on schema rm only, read-only sessions, ${env.ANALYST_PASSWORD ? "LOGIN with the given password" : "NOLOGIN (grant it to people's roles)"}`,
  );
} finally {
  await pool.end();
}
