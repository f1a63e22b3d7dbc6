import pg from "pg";
import { expect, it } from "vitest";
import type { RecordedEvent } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { describeWithPostgres } from "../testing/postgres";
import { startPrivateCluster } from "../testing/privateCluster";
import { AppendNotifier } from "./appendNotifier";
import { openPostgresEventStore } from "./openPostgresEventStore";
import { PgNotificationChannel } from "./pgNotificationChannel";
import { EVENTS_APPENDED_CHANNEL } from "./sqlEventStoreSchema";
import { testEvent } from "./sqlEventStoreTestSupport";
import { subscribeToAll } from "./sqlSubscription";

/** Collects what a subscription yields; `until` resolves once an event matching `found` has come. */
function collect(events: AsyncIterable<RecordedEvent>) {
  const seen: RecordedEvent[] = [];
  const waiters: { found: (e: RecordedEvent) => boolean; resolve: () => void }[] = [];
  void (async () => {
    for await (const event of events) {
      seen.push(event);
      for (const w of waiters.filter((w) => w.found(event))) w.resolve();
    }
  })();
  return {
    seen,
    until: (found: (e: RecordedEvent) => boolean, what: string, ms: number) =>
      seen.some(found)
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`${what} never came (saw ${seen.map((e) => e.type).join(", ")})`)),
              ms,
            );
            waiters.push({
              found,
              resolve: () => {
                clearTimeout(timer);
                resolve();
              },
            });
          }),
  };
}

await describeWithPostgres("a $all subscription across a crash of PostgreSQL", () => {
  it("still reads events appended after crash recovery, whose transaction ids the crash handed out again", async () => {
    // The WAL writer asleep (and no autovacuum): an aborted transaction's record stays in shared
    // memory and dies with the server, so recovery hands its xid out again, as it does in
    // production for whatever the WAL writer had not yet written when the server died.
    const cluster = await startPrivateCluster({
      settings: { wal_writer_delay: "10000ms", autovacuum: "off" },
    });
    const errors: Error[] = [];
    const opened = await openPostgresEventStore({
      connectionString: cluster.url,
      onBackgroundError: (error) => errors.push(error),
    });
    const channel = new PgNotificationChannel(cluster.url, EVENTS_APPENDED_CHANNEL, (e) => errors.push(e));
    const notifier = await AppendNotifier.start(channel, (e) => errors.push(e));
    const closing = new AbortController();
    let reads = 0;
    let onRead = () => {};
    const countingSql: Sql = {
      query: async (...args: Parameters<Sql["query"]>) => {
        const result = await opened.sql.query(...args);
        reads += 1;
        onRead();
        return result;
      },
      transaction: (fn) => opened.sql.transaction(fn),
    } as Sql;
    const subscribe = (types?: string[]) =>
      collect(
        subscribeToAll(
          {
            sql: countingSql,
            notifier,
            storeClosed: closing.signal,
            timing: { idlePollMs: 30, heldBackPollMs: 30 },
            onError: (e) => errors.push(e),
          },
          types ? { types } : {},
        ),
      );
    const burner = new pg.Client({ connectionString: cluster.url });
    try {
      const first = testEvent("ProviderWentOnline");
      await opened.store.appendToStream("provider-before", [first], { expected: "no_stream" });
      const all = subscribe();
      const filtered = subscribe(["ProviderWentOnline"]);
      const isFirst = (e: RecordedEvent) => e.metadata.eventId === first.metadata.eventId;
      await all.until(isFirst, "the first event (all types)", 10_000);
      await filtered.until(isFirst, "the first event (filtered)", 10_000);

      // Transaction ids taken and rolled back: their abort records are not flushed.
      await burner.connect();
      const burned: bigint[] = [];
      for (let i = 0; i < 5; i += 1) {
        await burner.query("BEGIN");
        burned.push(BigInt((await burner.query("SELECT pg_current_xact_id()::text AS x")).rows[0].x));
        await burner.query("ROLLBACK");
      }
      await burner.end();
      // Both subscriptions read pages after those ended (and so past them): a few reads each.
      const target = reads + 6;
      await new Promise<void>((resolve) => {
        onRead = () => reads >= target && resolve();
      });

      await cluster.crash();
      await cluster.restart();

      const after = new pg.Client({ connectionString: cluster.url });
      await after.connect();
      const next = BigInt((await after.query("SELECT pg_current_xact_id()::text AS x")).rows[0].x);
      await after.end();
      // The premise: recovery handed out an id the subscriptions had already read past.
      expect(next).toBeLessThanOrEqual(burned.at(-1)!);

      const second = testEvent("ProviderWentOnline");
      // The pool's connections died with the server: the first statement on each may fail.
      let appended = false;
      for (let attempt = 0; !appended; attempt += 1) {
        try {
          await opened.store.appendToStream("provider-after", [second], { expected: "no_stream" });
          appended = true;
        } catch (error) {
          if (attempt >= 5) throw error;
        }
      }
      const isSecond = (e: RecordedEvent) => e.metadata.eventId === second.metadata.eventId;
      await all.until(isSecond, "the event appended after recovery (all types)", 15_000);
      await filtered.until(isSecond, "the event appended after recovery (filtered)", 15_000);
      expect(all.seen.filter(isSecond)).toHaveLength(1);
      expect(filtered.seen.filter(isSecond)).toHaveLength(1);
    } finally {
      closing.abort();
      await burner.end().catch(() => {});
      await notifier.close();
      await opened.store.close();
      await cluster.stop();
    }
  }, 90_000);
});
