import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPgSql } from "../../sql/pgSql";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../testing/postgres";
import { paymentGatewayContract } from "../paymentGatewayContract";
import { TEST_CARD_TOKENS } from "./testCards";
import { createTestProcessor, type TestProcessor } from "./testProcessor";

await describeWithPostgres("the test processor on PostgreSQL", () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let processor: TestProcessor;
  beforeAll(async () => {
    database = await createTestDatabase("payments");
    pool = new pg.Pool({ connectionString: database.url, max: 6 });
    // Nodes starting at once: the DDL queues on its lock instead of colliding on the catalog.
    const sql = createPgSql(pool);
    [processor] = await Promise.all([
      createTestProcessor(sql),
      createTestProcessor(sql),
      createTestProcessor(sql),
    ]);
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  paymentGatewayContract("the embedded test processor on PostgreSQL", async () => ({
    gateway: processor,
    tokens: TEST_CARD_TOKENS,
    approvedLast4: "4242",
    confirmAuthentication: (paymentId, outcome) => processor.confirmAuthentication(paymentId, outcome),
  }));

  it("one key sent on several connections at once holds once and captures once", async () => {
    const input = {
      requestId: randomUUID(),
      customerId: randomUUID(),
      description: "tow",
      amountFils: 27_500,
      paymentToken: TEST_CARD_TOKENS.approved,
      idempotencyKey: `authorize:${randomUUID()}:1`,
    };
    const holds = await Promise.all(Array.from({ length: 6 }, () => processor.authorize(input)));
    const ids = new Set(holds.map((h) => (h.outcome === "authorized" ? h.paymentId : h.outcome)));
    expect(ids.size).toBe(1);
    const paymentId = [...ids][0]!;
    const { rows } = await pool.query(
      "SELECT count(*)::int AS n FROM payments_test.payments WHERE request_id = $1",
      [input.requestId],
    );
    expect(rows[0].n).toBe(1);
    const capture = { paymentId, amountFils: 27_500, idempotencyKey: `capture:${paymentId}` };
    const captures = await Promise.all(Array.from({ length: 6 }, () => processor.capture(capture)));
    expect(captures).toEqual(Array.from({ length: 6 }, () => ({ capturedFils: 27_500 })));
    expect(await processor.retrieve(paymentId)).toMatchObject({ status: "captured", capturedFils: 27_500 });
  });
});
