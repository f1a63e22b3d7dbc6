import { BACKWARDS, END, type KurrentDBClient } from "@kurrent/kurrentdb-client";
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  ReadAllOptions,
  RecordedEvent,
  SettledRead,
  SubscribeAllOptions,
} from "../../../domain/ports/eventStore";
import { START } from "../../../domain/ports/eventStore";
import { acceptsType, serverFilterFor } from "./allStreamFilter";
import { isStreamNotFound, rejectedAppend, toWrongExpectedRevision } from "./clientErrors";
import { toEventBatch, toRecordedEvent } from "./eventMapping";
import { EventSpacing } from "./eventSpacing";
import { toStreamState } from "./expectedRevision";
import { createKurrentDbClient } from "./kurrentDbClient";
import { openKurrentDbFeed } from "./kurrentDbFeed";
import { isStrictlyAfter, readPositionFor } from "./positions";
import { type Backoff, resubscribing, type SubscriptionDrop } from "./subscriptionLoop";

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false`; usually the KURRENTDB_URL setting. */
  connectionString: string;
  /** Hears each dropped `$all` subscription before it is resumed (for the logger, not the console). */
  onError?: (drop: SubscriptionDrop) => void;
  /** Delays between resubscriptions; the default suits production. */
  backoff?: Backoff;
}

/**
 * The EventStore port on KurrentDB. Opening only parses the connection string; the client
 * connects on first use and reconnects by itself, and subscriptions resume on their own.
 */
export function openKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  return kurrentDbEventStoreOn(createKurrentDbClient(options.connectionString), options);
}

/** The store on a client made elsewhere (tests hand in a fake); close() disposes the client. */
export function kurrentDbEventStoreOn(
  client: KurrentDBClient,
  options: Omit<KurrentDbEventStoreOptions, "connectionString"> = {},
): EventStore {
  return new KurrentDbEventStore(client, options);
}

/** Events the first head read also fetches, to learn the log's spacing. */
const SPACING_SAMPLE = 100;

class KurrentDbEventStore implements EventStore {
  readonly kind = "kurrentdb";
  /** Aborted by close(), which ends every live subscription before the client goes away. */
  private readonly closing = new AbortController();
  /** Bytes of log per event, for eventsBetween (positions here are byte offsets). */
  private readonly spacing = new EventSpacing();

  constructor(
    private readonly client: KurrentDBClient,
    private readonly options: Pick<KurrentDbEventStoreOptions, "onError" | "backoff">,
  ) {}

  async appendToStream(
    stream: string,
    events: readonly NewEvent[],
    { expected }: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    if (stream.length === 0) throw new RangeError("appendToStream: the stream name is empty");
    // An empty append has no position to report; the other stores refuse it as well.
    if (events.length === 0) throw new RangeError(`appendToStream(${stream}): no events to append`);
    const streamState = toStreamState(expected);
    const data = toEventBatch(events);
    let result: Awaited<ReturnType<KurrentDBClient["appendToStream"]>>;
    try {
      // Re-sending the same event ids is answered by the server from the original write
      // (same revision and position), which is what makes retried commands idempotent.
      result = await this.client.appendToStream(stream, data, { streamState });
    } catch (error) {
      throw toWrongExpectedRevision(error, stream, expected) ?? error;
    }
    if (!result.success) throw rejectedAppend(stream, expected, result.nextExpectedRevision);
    const nextRevision = result.nextExpectedRevision;
    // The server reports the log position of the write's last record, which is also that
    // event's $all position (appended records commit themselves: commit = prepare), both for a
    // new write and for a re-sent one. Should a server leave it out, read it back.
    const position = result.position ?? (await this.positionOf(stream, nextRevision));
    return { nextRevision, position: { commit: position.commit, prepare: position.prepare } };
  }

  async readStream(stream: string): Promise<RecordedEvent[]> {
    this.assertOpen();
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream)) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { after, limit, types } = options;
    if (limit !== undefined && limit <= 0) return [];
    if (types?.length === 0) return [];
    const events: RecordedEvent[] = [];
    const reading = this.client.readAll({
      fromPosition: readPositionFor(after),
      filter: serverFilterFor(types),
      // One more than asked: the read includes the event at `after`, which is then dropped.
      ...(limit !== undefined && { maxCount: limit + 1 }),
    });
    for await (const resolved of reading) {
      const event = toRecordedEvent(resolved);
      if (!event || !isStrictlyAfter(event.position, after) || !acceptsType(types, event.type)) continue;
      events.push(event);
      if (events.length === limit) break;
    }
    if (!types) this.spacing.learn(events);
    return events;
  }

  /**
   * The head first, then the read: KurrentDB's `$all` only grows at its end (an event's position is
   * its place in the committed log), so every event up to a head read before is there for the read.
   */
  async readAllSettled(options: ReadAllOptions = {}): Promise<SettledRead> {
    const settledTo = await this.headPosition();
    return { events: await this.readAll(options), settledTo };
  }

  subscribeAll(options: SubscribeAllOptions = {}): AsyncIterable<RecordedEvent> {
    this.assertOpen();
    const { after, types, batchSize } = options;
    const signal = options.signal
      ? AbortSignal.any([options.signal, this.closing.signal])
      : this.closing.signal;
    return resubscribing({
      after,
      types,
      signal,
      open: (from) => openKurrentDbFeed(this.client, from, types, batchSize),
      onError: this.options.onError,
      backoff: this.options.backoff,
    });
  }

  async headPosition(): Promise<Position> {
    this.assertOpen();
    // Filtered backwards read: the server skips system events until it finds an application
    // one; the loop only continues past the rare non-$ event in a $ stream.
    const newestFirst = this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      filter: serverFilterFor(undefined),
    });
    // When the log grew well past the stretch last sampled (and the first time), a page of the
    // newest events also shows how densely events lie near the head, where lag is measured.
    const newest: RecordedEvent[] = [];
    let wanted = 1;
    for await (const resolved of newestFirst) {
      const event = toRecordedEvent(resolved);
      if (!event) continue;
      newest.push(event);
      if (newest.length === 1 && this.headMovedFar(event.position)) wanted = SPACING_SAMPLE;
      if (newest.length >= wanted) break;
    }
    this.spacing.learn(newest);
    return newest[0]?.position ?? START;
  }

  eventsBetween(from: Position, to: Position): number {
    return this.spacing.eventsBetween(from, to);
  }

  /** Half a sample's worth of events written since the stretch last learned ends. */
  private headMovedFar(head: Position): boolean {
    if (!this.spacing.known) return true;
    const grown = Number(head.prepare - this.spacing.learnedUpTo);
    return grown > (SPACING_SAMPLE / 2) * this.spacing.bytesPerEvent;
  }

  async close(): Promise<void> {
    if (this.closing.signal.aborted) return;
    this.closing.abort();
    await this.client.dispose();
  }

  private assertOpen(): void {
    if (this.closing.signal.aborted) throw new Error("the KurrentDB event store is closed");
  }

  /** The $all position of one stream event, read back when the append result lacks it. */
  private async positionOf(stream: string, revision: bigint): Promise<Position> {
    for await (const resolved of this.client.readStream(stream, { fromRevision: revision, maxCount: 1 })) {
      const event = toRecordedEvent(resolved);
      if (event) return event.position;
    }
    throw new Error(`appendToStream(${stream}): revision ${revision} was written but cannot be read back`);
  }
}
