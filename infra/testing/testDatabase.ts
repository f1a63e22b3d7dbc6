import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The machine's PostgreSQL for tests and benchmarks: where it is, whether it answers, and
 * throwaway databases on it. (Free of vitest, so benchmarks can use it too.)
 */

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

export function postgresRequired(): boolean {
  return process.env.REQUIRE_POSTGRES === "1";
}

/** Credentials never appear in a printed reason. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

let probe: Promise<string | undefined> | undefined;

/** Why PostgreSQL cannot be used, or undefined when it can. Probed once per process. */
export function postgresUnavailableReason(): Promise<string | undefined> {
  probe ??= (async () => {
    const url = databaseUrl();
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    // A refused connection also emits "error"; without a listener that would crash the worker.
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("SELECT 1");
      return undefined;
    } catch (error) {
      return `PostgreSQL at ${redacted(url)} is unreachable (${error instanceof Error ? error.message : String(error)})`;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return probe;
}

export interface TestDatabase {
  name: string;
  /** DATABASE_URL with this database in its path. */
  url: string;
  /** Drops the database, terminating whatever connections are still open to it. */
  drop(): Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, uniquely named database, so test files running in parallel never share tables. */
export async function createTestDatabase(label = "test"): Promise<TestDatabase> {
  const safeLabel = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .slice(0, 20);
  const name = `roadside_${safeLabel}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(databaseUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropDatabase(name),
  };
}

const GRACEFUL_CLOSE_WAIT_MS = 3_000;

/**
 * pg's `pool.end()` resolves before its sockets have closed; forcing the drop at once would
 * terminate those connections and their clients would emit "error" with nobody listening.
 * So give closing connections a moment to leave, and only then force out the ones that stay.
 */
async function dropDatabase(name: string): Promise<void> {
  await withAdminClient(async (client) => {
    const deadline = Date.now() + GRACEFUL_CLOSE_WAIT_MS;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
