import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventStore, RecordedEvent } from "../../domain/ports/eventStore";
import { WrongExpectedRevision } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { declareReadModelTransaction } from "../../projections/runner/commitBatch";
import { createPgSql } from "../sql/pgSql";
import {
  createTestDatabase,
  databaseUrl,
  describeWithPostgres,
  type TestDatabase,
} from "../testing/postgres";
import { eventStoreContract, settledPosition, waitUntilVisible } from "./contract";
import { openPostgresEventStore } from "./openPostgresEventStore";
import { LISTENER_APPLICATION_NAME } from "./pgNotificationChannel";
import { appendEvents } from "./sqlAppend";
import { migrateEventStore } from "./sqlEventStoreSchema";
import { sqlEventStoreSuite } from "./sqlEventStoreSuite";
import {
  appendHeldOpenOn,
  openAppendTransaction,
  providerStream,
  testEvent,
  waitUntilBlockedBy,
} from "./sqlEventStoreTestSupport";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A second instance that, with nothing held back, only NOTIFY (or a reconnect) can wake quickly. */
const slowTimers = { idlePollMs: 60_000 };

await describeWithPostgres("SQL event store on PostgreSQL", () => {
  let database: TestDatabase;
  let store: EventStore;
  let sql: Sql;
  const backgroundErrors: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("event_store");
    ({ store, sql } = await openPostgresEventStore({
      connectionString: database.url,
      onBackgroundError: (error) => backgroundErrors.push(error),
    }));
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  sqlEventStoreSuite("PostgreSQL", () => ({
    store,
    sql,
    openSecondInstance: async () =>
      (await openPostgresEventStore({ connectionString: database.url, subscriptionTiming: slowTimers }))
        .store,
  }));

  eventStoreContract("SQL store on PostgreSQL", async () => ({
    store,
    cleanup: async () => {},
    appendHeldOpen: appendHeldOpenOn(sql),
  }));

  describe("transactions that commit out of order", () => {
    it("holds back a committed event until an older open append commits, then delivers both in order", async () => {
      const head = await settledPosition(store);
      const [early, late] = [testEvent(), testEvent()];
      const open = await openAppendTransaction(sql, providerStream(), [early], "no_stream");
      await store.appendToStream(providerStream(), [late], { expected: "no_stream" });

      const controller = new AbortController();
      const seen: RecordedEvent[] = [];
      const subscription = (async () => {
        for await (const event of store.subscribeAll({ after: head, signal: controller.signal })) {
          seen.push(event);
          if (seen.length === 2) controller.abort();
        }
      })();
      await sleep(300);
      expect(await store.readAll({ after: head })).toEqual([]);
      expect(seen).toEqual([]);

      await open.commit();
      await subscription;
      expect(seen.map((e) => e.metadata.eventId)).toEqual([early.metadata.eventId, late.metadata.eventId]);
      expect((await store.readAll({ after: head })).map((e) => e.metadata.eventId)).toEqual(
        seen.map((e) => e.metadata.eventId),
      );
    });

    it("notices without a notification when an unrelated transaction that held events back ends", async () => {
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      const unrelated = await pool.connect();
      try {
        const head = await settledPosition(store);
        await unrelated.query("BEGIN");
        await unrelated.query("SELECT pg_current_xact_id()"); // takes an xid, as any writer would
        const event = testEvent();
        await store.appendToStream(providerStream(), [event], { expected: "no_stream" });

        const controller = new AbortController();
        const received = (async () => {
          for await (const e of store.subscribeAll({ after: head, signal: controller.signal })) {
            controller.abort();
            return { event: e, at: Date.now() };
          }
        })();
        await sleep(300);
        const endedAt = Date.now();
        await unrelated.query("COMMIT"); // wrote nothing: no NOTIFY follows
        const delivery = await received;
        expect(delivery?.event.metadata.eventId).toBe(event.metadata.eventId);
        expect(delivery!.at).toBeGreaterThanOrEqual(endedAt);
      } finally {
        unrelated.release();
        await pool.end();
      }
    });
  });

  it("is not held back by a transaction open in another database of the same server", async () => {
    const elsewhere = new pg.Client({ connectionString: databaseUrl() }); // not the store's database
    await elsewhere.connect();
    try {
      await elsewhere.query("BEGIN");
      await elsewhere.query("SELECT pg_current_xact_id()"); // an xid older than the append's
      const after = await settledPosition(store);
      const result = await store.appendToStream(providerStream(), [testEvent()], { expected: "no_stream" });
      await waitUntilVisible(store, result.position, 5_000);
      expect(await store.readAll({ after })).toHaveLength(1);
    } finally {
      await elsewhere.query("ROLLBACK");
      await elsewhere.end();
    }
  });

  describe("read-model transactions (declared to append nothing)", () => {
    /** A declared read-model transaction that has written (so holds an xid) and stays open until released. */
    async function openReadModelTransaction() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let ready!: () => void;
      const opened = new Promise<void>((resolve) => {
        ready = resolve;
      });
      const done = sql.transaction(async (tx) => {
        await declareReadModelTransaction(tx);
        await tx.query("SELECT pg_current_xact_id()"); // takes an xid, as its first write would
        ready();
        await released;
      });
      await opened;
      return {
        release: async () => {
          release();
          await done;
        },
      };
    }

    it("does not hold back readers of events appended after it began", async () => {
      const readModel = await openReadModelTransaction();
      try {
        const after = await settledPosition(store);
        const result = await store.appendToStream(providerStream(), [testEvent()], { expected: "no_stream" });
        await waitUntilVisible(store, result.position, 2_000);
        expect(await store.readAll({ after })).toHaveLength(1);
      } finally {
        await readModel.release();
      }
    });

    it("still lets an undeclared transaction hold readers back", async () => {
      const readModel = await openReadModelTransaction();
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      const undeclared = await pool.connect();
      try {
        const after = await settledPosition(store);
        await undeclared.query("BEGIN");
        await undeclared.query("SELECT pg_current_xact_id()");
        await store.appendToStream(providerStream(), [testEvent()], { expected: "no_stream" });
        await sleep(200);
        expect(await store.readAll({ after })).toEqual([]);
        await undeclared.query("COMMIT");
        expect(await store.readAll({ after })).toHaveLength(1);
      } finally {
        undeclared.release();
        await pool.end();
        await readModel.release();
      }
    });

    it("refuses an append inside a read-model transaction, and a declaration after a write", async () => {
      await expect(
        sql.transaction(async (tx) => {
          await declareReadModelTransaction(tx);
          await appendEvents(tx, providerStream(), [testEvent()], "no_stream");
        }),
      ).rejects.toThrow(/read-model transaction, which must not append events/);
      await expect(
        sql.transaction(async (tx) => {
          await tx.query("SELECT pg_current_xact_id()");
          await declareReadModelTransaction(tx);
        }),
      ).rejects.toThrow(/must declare itself before its first write/);
    });
  });

  describe("races decided by the unique constraint", () => {
    it("refuses an exact expectation that lost while the winner was still in flight", async () => {
      const stream = providerStream();
      await store.appendToStream(stream, [testEvent()], { expected: "no_stream" });
      const winner = await openAppendTransaction(sql, stream, [testEvent()], 0n);
      const loser = store.appendToStream(stream, [testEvent()], { expected: 0n }).catch((e: unknown) => e);
      // PostgreSQL shows the loser waiting on the winner's uncommitted row before the winner commits.
      expect(await waitUntilBlockedBy(sql, winner.backendPid)).toMatchObject({ waitEventType: "Lock" });
      await winner.commit();
      const error = await loser;
      expect(error).toBeInstanceOf(WrongExpectedRevision);
      expect(error).toMatchObject({ stream, expected: 0n, actual: 1n });
    });

    it("retries an any append that lost, since it did not care which revision it got", async () => {
      const stream = providerStream();
      await store.appendToStream(stream, [testEvent()], { expected: "no_stream" });
      const winner = await openAppendTransaction(sql, stream, [testEvent()], "any");
      const retried = store.appendToStream(stream, [testEvent()], { expected: "any" });
      await waitUntilBlockedBy(sql, winner.backendPid);
      await winner.commit();
      expect((await retried).nextRevision).toBe(2n);
    });

    it("answers a re-send that raced its own original with the original's result", async () => {
      const stream = providerStream();
      const batch = [testEvent(), testEvent()];
      const original = await openAppendTransaction(sql, stream, batch, "no_stream");
      const resend = store.appendToStream(stream, batch, { expected: "no_stream" });
      await waitUntilBlockedBy(sql, original.backendPid);
      const originalResult = await original.commit();
      expect(await resend).toEqual(originalResult);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it("appends a re-send whose original rolled back", async () => {
      const stream = providerStream();
      const batch = [testEvent()];
      const original = await openAppendTransaction(sql, stream, batch, "no_stream");
      const resend = store.appendToStream(stream, batch, { expected: "no_stream" });
      await waitUntilBlockedBy(sql, original.backendPid);
      await original.rollback();
      expect((await resend).nextRevision).toBe(0n);
      expect(await store.readStream(stream)).toHaveLength(1);
    });
  });

  describe("operations", () => {
    it("migrates a fresh database from several processes at once", async () => {
      const fresh = await createTestDatabase("event_store_migrate");
      const pools = Array.from({ length: 3 }, () => new pg.Pool({ connectionString: fresh.url, max: 1 }));
      try {
        await Promise.all(pools.map((pool) => migrateEventStore(createPgSql(pool))));
        const { rows } = await createPgSql(pools[0]!).query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'append_events'",
        );
        expect(rows[0]!.n).toBe(1);
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
        await fresh.drop();
      }
    });

    it("reconnects its LISTEN connection and catches up on what it may have missed", async () => {
      const errors: Error[] = [];
      const { store: listening } = await openPostgresEventStore({
        connectionString: database.url,
        subscriptionTiming: slowTimers,
        onBackgroundError: (error) => errors.push(error),
      });
      try {
        const controller = new AbortController();
        const iterator = listening
          .subscribeAll({ after: await settledPosition(listening), signal: controller.signal })
          [Symbol.asyncIterator]();
        const first = iterator.next();
        await sleep(100);
        await sql.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
          [LISTENER_APPLICATION_NAME],
        );
        // Appended by the other instance while the listener is down: only the reconnect can tell.
        const event = testEvent();
        await store.appendToStream(providerStream(), [event], { expected: "no_stream" });
        const { value } = (await first) as IteratorResult<RecordedEvent>;
        expect(value.metadata.eventId).toBe(event.metadata.eventId);
        expect(errors.length).toBeGreaterThan(0);
        controller.abort();
      } finally {
        await listening.close();
      }
    });
  });
});
