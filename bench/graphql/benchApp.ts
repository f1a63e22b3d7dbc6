import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PrincipalRole } from "../../command-api/auth/principal";
import { SESSION_COOKIE } from "../../command-api/auth/sessionCookie";
import { createSqlSessionStore } from "../../command-api/auth/sessionStore";
import { type RunningApp, startApp } from "../../infra/app/startApp";
import { loadConfig } from "../../infra/config/config";
import { createLogger } from "../../infra/runtime/logger";
import { systemClock } from "../../infra/runtime/systemClock";
import {
  createTestDatabase,
  postgresUnavailableReason,
  type TestDatabase,
} from "../../infra/testing/testDatabase";

export interface BenchApp {
  app: RunningApp;
  store: "postgres" | "pglite";
  /** A Cookie header for a new session of this user (sessions are issued directly: no argon2 per user). */
  cookieFor(userId: string, role: PrincipalRole): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it (REST, /ws, GraphQL, projectors), on a throwaway PostgreSQL
 * database when one answers (PGlite otherwise), without demo data or logs.
 */
export async function startBenchApp(): Promise<BenchApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "roadside-graphql-bench-"));
  const postgres = (await postgresUnavailableReason()) === undefined;
  const database: TestDatabase | null = postgres ? await createTestDatabase("bench_graphql") : null;
  const config = loadConfig({
    EVENT_STORE: postgres ? "postgres" : "pglite",
    ...(database ? { DATABASE_URL: database.url } : {}),
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    LOG_LEVEL: "silent",
    // Every simulated subscriber connects from this one machine's address.
    MAX_SOCKETS_PER_ADDRESS: "100000",
  });
  const app = await startApp(config, createLogger("silent"));
  const sessions = createSqlSessionStore(app.backend.sql, systemClock);
  return {
    app,
    store: postgres ? "postgres" : "pglite",
    async cookieFor(userId, role) {
      const { token } = await sessions.issue({ userId, role });
      return `${SESSION_COOKIE}=${token}`;
    },
    async close() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
