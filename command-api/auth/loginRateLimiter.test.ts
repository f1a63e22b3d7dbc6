import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql } from "../../domain/ports/sql";
import { createPgliteSql } from "../../infra/sql/pgliteSql";
import { createPgSql } from "../../infra/sql/pgSql";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../infra/testing/postgres";
import { LoginRateLimiter, type LoginRateLimits } from "./loginRateLimiter";
import { ensureAuthTables } from "./sessionSchema";

function clockAt(start: number) {
  let now = start;
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
}

const LIMITS: LoginRateLimits = {
  failuresPerAccountAndAddress: 3,
  failuresPerAddress: 5,
  accountFreeFailures: 6,
  accountFirstDelayMs: 1_000,
  accountMaxDelayMs: 8_000,
  windowMs: 60_000,
  knownAddressMs: 24 * 3600 * 1000,
};

/** An attempt that fails (the limiter was asked, the password was wrong). */
async function fail(limiter: LoginRateLimiter, email: string, address: string) {
  const admission = await limiter.admit(email, address);
  expect(admission.admitted).toBe(true);
}

const waitOf = async (limiter: LoginRateLimiter, email: string, address: string) => {
  const admission = await limiter.admit(email, address);
  return admission.admitted ? 0 : admission.retryAfterMs;
};

describe("LoginRateLimiter", () => {
  let db: PGlite;
  let sql: Sql;

  beforeAll(async () => {
    db = await PGlite.create();
    sql = createPgliteSql(db);
    await ensureAuthTables(sql);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("pauses an address at an account after its failures, until the oldest leaves the window", async () => {
    const { clock, advance } = clockAt(0);
    const limiter = new LoginRateLimiter(sql, clock, LIMITS);
    for (let i = 0; i < 3; i++) {
      await fail(limiter, "a@example.ae", "1.1.1.1");
      advance(1_000);
    }
    expect(await waitOf(limiter, "A@Example.ae ", "1.1.1.1")).toBe(57_000);
    advance(57_000);
    expect(await waitOf(limiter, "a@example.ae", "1.1.1.1")).toBe(0);
  });

  it("never locks the owner out: another address's failures leave the account open elsewhere", async () => {
    const { clock } = clockAt(500_000);
    const limiter = new LoginRateLimiter(sql, clock, LIMITS);
    for (let i = 0; i < 3; i++) await fail(limiter, "admin@example.ae", "6.6.6.6");
    expect(await waitOf(limiter, "admin@example.ae", "6.6.6.6")).toBeGreaterThan(0);
    // The owner, elsewhere, at once: no wait at all.
    expect(await waitOf(limiter, "admin@example.ae", "2.2.2.2")).toBe(0);
  });

  it("slows guessing spread over many addresses with a doubling delay, sparing the owner's known address", async () => {
    const { clock, advance } = clockAt(600_000);
    const limiter = new LoginRateLimiter(sql, clock, LIMITS);
    const owner = await limiter.admit("target@example.ae", "10.0.0.1");
    if (!owner.admitted) throw new Error("the owner's first sign-in should be let through");
    await limiter.succeeded("target@example.ae", "10.0.0.1", owner.attemptId);
    // Six free attempts from six addresses, then each new address waits 1 s, 2 s, 4 s, 8 s, 8 s after the last.
    for (let i = 0; i < 6; i++) await fail(limiter, "target@example.ae", `172.16.0.${i}`);
    const waits: number[] = [];
    for (let i = 6; i < 11; i++) {
      const wait = await waitOf(limiter, "target@example.ae", `172.16.0.${i}`);
      waits.push(wait);
      advance(wait);
      await fail(limiter, "target@example.ae", `172.16.0.${i}`);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    // The address the owner signed in from before is not slowed; a new one waits at most the maximum.
    expect(await waitOf(limiter, "target@example.ae", "10.0.0.1")).toBe(0);
    expect(await waitOf(limiter, "target@example.ae", "10.9.9.9")).toBe(8_000);
  });

  it("pauses an address trying many accounts, and only that address", async () => {
    const { clock } = clockAt(1_000_000);
    const limiter = new LoginRateLimiter(sql, clock, LIMITS);
    for (let i = 0; i < 5; i++) await fail(limiter, `user${i}@example.ae`, "9.9.9.9");
    expect(await waitOf(limiter, "fresh@example.ae", "9.9.9.9")).toBeGreaterThan(0);
    expect(await waitOf(limiter, "fresh@example.ae", "8.8.8.8")).toBe(0);
  });

  it("a successful sign-in clears that address at the account and its own attempt, not the address's other failures", async () => {
    const { clock } = clockAt(2_000_000);
    const limiter = new LoginRateLimiter(sql, clock, { ...LIMITS, failuresPerAddress: 3 });
    for (let i = 0; i < 2; i++) await fail(limiter, "b@example.ae", "1.2.3.4");
    const right = await limiter.admit("b@example.ae", "1.2.3.4");
    if (!right.admitted) throw new Error("the third attempt should be let through");
    await limiter.succeeded("b@example.ae", "1.2.3.4", right.attemptId);
    // The address starts afresh at the account; it still has its two failures, not three.
    for (let i = 0; i < 2; i++) await fail(limiter, "b@example.ae", "1.2.3.5");
    expect(await waitOf(limiter, "b@example.ae", "1.2.3.5")).toBe(0);
    await fail(limiter, "c@example.ae", "1.2.3.4");
    expect(await waitOf(limiter, "d@example.ae", "1.2.3.4")).toBeGreaterThan(0);
  });

  it("does not count a refused attempt, so waiting out the window is enough", async () => {
    const { clock, advance } = clockAt(3_000_000);
    const limiter = new LoginRateLimiter(sql, clock, LIMITS);
    for (let i = 0; i < 3; i++) await fail(limiter, "e@example.ae", "7.7.7.7");
    for (let i = 0; i < 10; i++) expect(await waitOf(limiter, "e@example.ae", "7.7.7.7")).toBe(60_000);
    advance(60_000);
    expect(await waitOf(limiter, "e@example.ae", "7.7.7.7")).toBe(0);
  });

  it("forgets attempts that left the window", async () => {
    const { clock, advance } = clockAt(4_000_000);
    const limiter = new LoginRateLimiter(sql, clock, LIMITS);
    await fail(limiter, "f@example.ae", "6.6.6.6");
    advance(10 * 60_000);
    await fail(limiter, "g@example.ae", "6.6.6.7"); // the sweep runs on the way
    const { rows } = await sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auth.login_attempts WHERE at_ms <= $1",
      [4_000_000 + 10 * 60_000 - LIMITS.windowMs],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

await describeWithPostgres("LoginRateLimiter on PostgreSQL, shared by nodes", () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  const node = () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    pools.push(pool);
    return createPgSql(pool);
  };

  beforeAll(async () => {
    database = await createTestDatabase("login_limits");
    await ensureAuthTables(node());
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it("gives an attacker behind two nodes no more tries than behind one", async () => {
    const { clock } = clockAt(0);
    const [first, second] = [
      new LoginRateLimiter(node(), clock, LIMITS),
      new LoginRateLimiter(node(), clock, LIMITS),
    ];
    await fail(first, "victim@example.ae", "1.1.1.1");
    await fail(second, "victim@example.ae", "1.1.1.1");
    await fail(first, "victim@example.ae", "1.1.1.1");
    expect(await waitOf(second, "victim@example.ae", "1.1.1.1")).toBeGreaterThan(0);
  });

  it("lets at most the limit through when 30 guesses arrive at once", async () => {
    const { clock } = clockAt(10_000_000);
    const limiters = [node(), node(), node()].map((sql) => new LoginRateLimiter(sql, clock, LIMITS));
    const admissions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => limiters[i % 3]!.admit("burst@example.ae", "10.0.0.1")),
    );
    // Each attempt is counted before it looks, so a burst can only err on the side of refusing.
    expect(admissions.filter((a) => a.admitted).length).toBeLessThanOrEqual(
      LIMITS.failuresPerAccountAndAddress,
    );
  });

  it("lets at most the free attempts through when 30 addresses guess one account at once", async () => {
    const { clock } = clockAt(20_000_000);
    const limiters = [node(), node(), node()].map((sql) => new LoginRateLimiter(sql, clock, LIMITS));
    const admissions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => limiters[i % 3]!.admit("spread@example.ae", `10.1.0.${i}`)),
    );
    expect(admissions.filter((a) => a.admitted).length).toBeLessThanOrEqual(LIMITS.accountFreeFailures);
  });
});
