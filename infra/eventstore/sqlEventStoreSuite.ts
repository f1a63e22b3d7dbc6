import { describe, expect, it } from "vitest";
import type { EventStore, RecordedEvent } from "../../domain/ports/eventStore";
import { START } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { settledPosition } from "./contract";
import { EventIdConflict } from "./eventIdConflict";
import { migrateEventStore } from "./sqlEventStoreSchema";
import { providerStream, testEvent } from "./sqlEventStoreTestSupport";

export interface SqlEventStoreUnderTest {
  store: EventStore;
  sql: Sql;
  /**
   * Another store instance on the same database whose idle fallback timer is too slow to matter,
   * so only a notification can wake it quickly.
   */
  openSecondInstance: () => Promise<EventStore>;
}

/**
 * What the SQL store promises beyond the port contract, on PostgreSQL and PGlite alike.
 * Must start on an empty database: its first test checks the empty store.
 */
export function sqlEventStoreSuite(name: string, underTest: () => SqlEventStoreUnderTest): void {
  describe(`SQL event store specifics: ${name}`, () => {
    it("reports START and no events while empty", async () => {
      const { store } = underTest();
      expect(await store.headPosition()).toEqual(START);
      expect(await store.readAll()).toEqual([]);
    });

    it("hints the events of a stream its append created, so a listener need not read them back", async () => {
      const { store } = underTest();
      const heard: { stream: string; newStream?: readonly { revision: bigint; type: string }[] }[] = [];
      const stop = store.onAppended!((appended) => heard.push(...appended));
      const stream = providerStream();
      const [first, second, third] = [testEvent(), testEvent(), testEvent()];
      await store.appendToStream(stream, [first, second], { expected: "no_stream" });
      await store.appendToStream(stream, [third], { expected: 1n });
      stop();

      const ownAppends = heard.filter((appended) => appended.stream === stream);
      expect(ownAppends[0]!.newStream).toEqual([
        { ...first, revision: 0n },
        { ...second, revision: 1n },
      ]);
      const stored = await store.readStream(stream);
      expect(
        stored.slice(0, 2).map(({ type, data, metadata, revision }) => ({ type, data, metadata, revision })),
      ).toEqual(ownAppends[0]!.newStream);
      expect(ownAppends[1]!.newStream).toBeUndefined(); // not the whole stream: a listener reads it
    });

    it("counts the events between two positions from their global positions", async () => {
      const { store } = underTest();
      const before = await store.headPosition();
      for (let i = 0; i < 5; i++)
        await store.appendToStream(providerStream(), [testEvent(), testEvent()], { expected: "any" });
      const head = await store.headPosition();
      const added = await store.readAll({ after: before });
      expect(added).toHaveLength(10);
      expect(store.eventsBetween(before, head)).toBe(10);
      expect(store.eventsBetween(added[3]!.position, head)).toBe(6);
      expect(store.eventsBetween(head, before)).toBe(0);
    });

    it("can migrate again (every start does)", async () => {
      await migrateEventStore(underTest().sql);
    });

    it("refuses malformed appends with a message that names the problem, writing nothing", async () => {
      const { store } = underTest();
      const stream = providerStream();
      const event = testEvent();
      await expect(store.appendToStream(stream, [], { expected: "any" })).rejects.toThrow(
        /no events to append/,
      );
      await expect(store.appendToStream("", [event], { expected: "any" })).rejects.toThrow(
        /stream name is empty/,
      );
      const notUuid = { ...event, metadata: { ...event.metadata, eventId: "evt-1" } };
      await expect(store.appendToStream(stream, [notUuid], { expected: "any" })).rejects.toThrow(
        /events\[0\]\.metadata\.eventId is not a UUID: evt-1/,
      );
      await expect(store.appendToStream(stream, [event, event], { expected: "any" })).rejects.toThrow(
        /appears twice/,
      );
      await expect(store.appendToStream(stream, [event], { expected: -1n })).rejects.toThrow(/negative/);
      const untyped = { expected: 3 } as unknown as { expected: bigint }; // a number where a bigint belongs
      await expect(store.appendToStream(stream, [event], untyped)).rejects.toThrow(
        /or a bigint revision, got number 3/,
      );
      expect(await store.readStream(stream)).toEqual([]);
    });

    it("refuses event ids reused for other events, naming where they are", async () => {
      const { store } = underTest();
      const [first, second] = [testEvent(), testEvent()];
      const stream = providerStream();
      await store.appendToStream(stream, [first, second], { expected: "no_stream" });

      const elsewhere = providerStream();
      const error = await store
        .appendToStream(elsewhere, [first], { expected: "any" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EventIdConflict);
      expect((error as Error).message).toContain(`${first.metadata.eventId} (in ${stream} at 0)`);
      // Same stream, but not the same batch: a reordering, and a batch with one new event.
      await expect(store.appendToStream(stream, [second, first], { expected: "any" })).rejects.toThrow(
        EventIdConflict,
      );
      await expect(store.appendToStream(stream, [second, testEvent()], { expected: 1n })).rejects.toThrow(
        EventIdConflict,
      );
      expect(await store.readStream(elsewhere)).toEqual([]);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it("positions an append's events at its transaction id, in batch order", async () => {
      const { store, sql } = underTest();
      const stream = providerStream();
      const result = await store.appendToStream(stream, [testEvent(), testEvent(), testEvent()], {
        expected: "no_stream",
      });
      const events = await store.readStream(stream);
      expect(new Set(events.map((e) => e.position.commit))).toEqual(new Set([result.position.commit]));
      expect(events.map((e) => e.position.prepare - events[0]!.position.prepare)).toEqual([0n, 1n, 2n]);
      const { rows } = await sql.query<{ transaction_id: string }>(
        "SELECT DISTINCT transaction_id::text AS transaction_id FROM events WHERE stream_id = $1",
        [stream],
      );
      expect(rows).toEqual([{ transaction_id: String(result.position.commit) }]);
    });

    it("wakes a subscriber of another store instance on the same database through NOTIFY", async () => {
      const { store, openSecondInstance } = underTest();
      const other = await openSecondInstance();
      try {
        const after = await settledPosition(store);
        const controller = new AbortController();
        const iterator = other.subscribeAll({ after, signal: controller.signal })[Symbol.asyncIterator]();
        const first = iterator.next(); // the subscription is now reading, then asleep
        await new Promise((resolve) => setTimeout(resolve, 100));
        const event = testEvent();
        const startedAt = Date.now();
        await store.appendToStream(providerStream(), [event], { expected: "no_stream" });
        const { value } = (await first) as IteratorResult<RecordedEvent>;
        expect(value.metadata.eventId).toBe(event.metadata.eventId);
        expect(Date.now() - startedAt).toBeLessThan(2_000);
        controller.abort();
        expect(await iterator.next()).toEqual({ done: true, value: undefined });
      } finally {
        await other.close();
      }
    });

    it("ends live subscriptions when the store closes, and refuses work afterwards", async () => {
      const { openSecondInstance } = underTest();
      const other = await openSecondInstance();
      const after = await settledPosition(other);
      const iteration = (async () => {
        const seen: RecordedEvent[] = [];
        for await (const event of other.subscribeAll({ after })) seen.push(event);
        return seen;
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await other.close();
      await expect(iteration).resolves.toEqual([]);
      await expect(other.readStream(providerStream())).rejects.toThrow(/closed/);
      await expect(
        other.appendToStream(providerStream(), [testEvent()], { expected: "any" }),
      ).rejects.toThrow(/closed/);
      await other.close(); // twice is fine
    });
  });
}
