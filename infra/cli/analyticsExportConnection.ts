/**
 * The database `npm run export` reads, chosen as the other CLIs choose it: PostgreSQL at
 * DATABASE_URL when EVENT_STORE is postgres or kurrentdb, or when DATABASE_URL is set at all (an
 * analyst's own role needs nothing else); otherwise the embedded PGlite under DATA_DIR, which
 * belongs to one process, so the server must be stopped first (as for replay).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Config } from "../config/config";
import { type ExportConnection, ExportRequestError } from "./analyticsExportRun";

export type ExportTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export function exportTarget(config: Config, env: NodeJS.ProcessEnv = process.env): ExportTarget {
  if (config.eventStore !== "pglite" || env.DATABASE_URL)
    return { kind: "postgres", url: config.databaseUrl };
  return { kind: "pglite", dir: join(config.dataDir, "pglite") };
}

/** A URL fit for an error message: the password replaced. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

export async function openExportConnection(target: ExportTarget): Promise<ExportConnection> {
  if (target.kind === "pglite") {
    // PGlite.create on a missing directory would make an empty database and then find no views.
    if (!existsSync(join(target.dir, "PG_VERSION")))
      throw new ExportRequestError(
        `no embedded database at ${target.dir} (DATA_DIR): start the server once, or set DATABASE_URL (and EVENT_STORE=postgres) for PostgreSQL`,
      );
    const db = await PGlite.create(target.dir);
    return {
      async query(text, params) {
        const result = await db.query<unknown[]>(text, params ? [...params] : undefined, {
          rowMode: "array",
        });
        return result.rows;
      },
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.url, application_name: "roadside-export" });
  // A dropped connection mid-export surfaces through the failing query; this only keeps it from crashing.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `cannot connect to PostgreSQL at ${redactedUrl(target.url)} (DATABASE_URL): ${(error as Error).message}`,
    );
  }
  return {
    async query(text, params) {
      const result = await client.query({
        text,
        values: params ? [...params] : undefined,
        rowMode: "array",
      });
      return result.rows as unknown[][];
    },
    close: () => client.end(),
  };
}
