import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";
import { createPgAdvisoryProjectionLock } from "./pgAdvisoryProjectionLock";

let database: TestDatabase;
const opened: ProjectionLock[] = [];
const newLock = () => {
  const lock = createPgAdvisoryProjectionLock({ connectionString: database.url });
  opened.push(lock);
  return lock;
};

await describeWithPostgres("PostgreSQL advisory projection lock", () => {
  beforeAll(async () => {
    database = await createTestDatabase("locks");
  });
  afterAll(async () => {
    for (const lock of opened) await lock.close();
    await database?.drop();
  });

  it("gives a projection to one session at a time, and to the next once released", async () => {
    const first = newLock();
    const second = newLock();
    const lease = await first.tryAcquire("request_history");
    expect(lease).not.toBeNull();
    expect(await second.tryAcquire("request_history")).toBeNull();
    expect(await second.tryAcquire("audit_log")).not.toBeNull();
    await lease?.release();
    expect(await second.tryAcquire("request_history")).not.toBeNull();
  });

  it("does not hand the same projection twice within one process (session locks are re-entrant)", async () => {
    const lock = newLock();
    expect(await lock.tryAcquire("provider_directory")).not.toBeNull();
    expect(await lock.tryAcquire("provider_directory")).toBeNull();
  });

  it("reports its leases lost when the session holding them dies", async () => {
    const lock = newLock();
    const lease = await lock.tryAcquire("chat");
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND pid <> pg_backend_pid()",
    );
    await admin.end();
    await new Promise<void>((resolve) => {
      if (lease?.lost.aborted) resolve();
      lease?.lost.addEventListener("abort", () => resolve(), { once: true });
    });
    expect(lease?.lost.aborted).toBe(true);
    // The next acquire opens a new session.
    expect(await newLock().tryAcquire("chat")).not.toBeNull();
  });
});
