import { PassThrough, type ReadableOptions } from "node:stream";
import {
  type AllStreamResolvedEvent,
  type AppendResult,
  type AppendToStreamOptions,
  BACKWARDS,
  type CurrentStreamState,
  END,
  type EventData,
  type KurrentDBClient,
  type ReadAllOptions,
  type ReadStreamOptions,
  START,
  StreamNotFoundError,
  type SubscribeToAllOptions,
  WrongExpectedVersionError,
} from "@kurrent/kurrentdb-client";
import { vi } from "vitest";
import { comparePositions, type Position } from "../../../domain/ports/eventStore";

/** Stands in for the client's subscription: an object stream with unsubscribe(). */
export class FakeSubscription extends PassThrough {
  readonly unsubscribe = vi.fn(async () => {
    this.end();
  });
  constructor(readonly readableOptions: ReadableOptions | undefined) {
    super({ objectMode: true });
  }
}

/**
 * Test support: the slice of KurrentDBClient the store uses, behaving as the server does where
 * the adapter relies on it: $all reads and subscriptions include their start position, filters
 * apply before maxCount, streams fail to read when missing, expected states are checked, and
 * re-sent event ids are answered with the original write. Log positions are byte offsets, as the
 * server's are: each record takes a fixed header plus its JSON, so events of varied sizes lie
 * unevenly apart (commit = prepare). A model of the server, not the server: the contract on Docker
 * is the proof.
 */
/** A log record's fixed part (ids, stream name, type, flags) before its data and metadata. */
const RECORD_HEADER_BYTES = 120n;

export class FakeKurrentDbClient {
  readonly records: RecordedRecord[] = [];
  readonly subscriptionCalls: SubscribeToAllOptions[] = [];
  private readonly live = new Set<(record: RecordedRecord) => void>();
  disposed = false;
  /** Simulates a server that leaves the position out of the append result. */
  omitAppendPosition = false;
  private nextLogPosition = 100n;

  /** A record the way KurrentDB's own subsystems write one (users, settings). */
  writeSystemEvent(type = "$UserCreated", streamId = "$users"): void {
    this.store(streamId, { id: crypto.randomUUID(), type, data: {}, metadata: undefined });
  }

  async appendToStream(
    stream: string,
    events: EventData[],
    options: AppendToStreamOptions = {},
  ): Promise<AppendResult> {
    const existing = this.records.filter((record) => record.streamId === stream);
    const current: CurrentStreamState = existing.length === 0 ? "no_stream" : BigInt(existing.length - 1);
    const expected = options.streamState ?? "any";
    const repeated = existing.filter((record) => events.some((event) => event.id === record.id));
    if (repeated.length === events.length && events.length > 0) {
      const last = repeated[repeated.length - 1]!;
      return { success: true, nextExpectedRevision: last.revision, position: this.appendPosition(last) };
    }
    const ok =
      expected === "any" ||
      (expected === "no_stream" && current === "no_stream") ||
      (expected === "stream_exists" && current !== "no_stream") ||
      expected === current;
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName: stream, expected, current });
    let last: RecordedRecord | undefined;
    for (const event of events) {
      last = this.store(stream, {
        id: event.id,
        type: event.type,
        data: event.data,
        metadata: event.metadata,
      });
    }
    return { success: true, nextExpectedRevision: last!.revision, position: this.appendPosition(last!) };
  }

  async *readStream(stream: string, options: ReadStreamOptions = {}): AsyncGenerator<AllStreamResolvedEvent> {
    const records = this.records.filter((record) => record.streamId === stream);
    if (records.length === 0) throw new StreamNotFoundError(undefined, stream);
    const from = typeof options.fromRevision === "bigint" ? options.fromRevision : 0n;
    let count = 0;
    for (const record of records) {
      if (record.revision < from) continue;
      if (options.maxCount !== undefined && count >= Number(options.maxCount)) return;
      count += 1;
      yield resolved(record);
    }
  }

  async *readAll(options: ReadAllOptions = {}): AsyncGenerator<AllStreamResolvedEvent> {
    const backwards = options.direction === BACKWARDS;
    const from = options.fromPosition ?? (backwards ? END : START);
    const regex = options.filter && "regex" in options.filter ? new RegExp(options.filter.regex) : undefined;
    const ordered = backwards ? [...this.records].reverse() : this.records;
    let count = 0;
    for (const record of ordered) {
      if (typeof from === "object") {
        const order = comparePositions(record.position, from);
        if (backwards ? order > 0 : order < 0) continue;
      }
      if (regex && !regex.test(record.type)) continue;
      if (options.maxCount !== undefined && count >= Number(options.maxCount)) return;
      count += 1;
      yield resolved(record);
    }
  }

  subscribeToAll(options: SubscribeToAllOptions = {}, readableOptions?: ReadableOptions): FakeSubscription {
    this.subscriptionCalls.push(options);
    const subscription = new FakeSubscription(readableOptions);
    const regex = options.filter && "regex" in options.filter ? new RegExp(options.filter.regex) : undefined;
    const from = options.fromPosition ?? START;
    const deliver = (record: RecordedRecord) => {
      if (!regex || regex.test(record.type)) subscription.write(resolved(record));
    };
    for (const record of this.records) {
      if (typeof from !== "object" || comparePositions(record.position, from) >= 0) deliver(record);
    }
    this.live.add(deliver);
    subscription.once("close", () => this.live.delete(deliver));
    queueMicrotask(() => subscription.emit("confirmation"));
    return subscription;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
  }

  asClient(): KurrentDBClient {
    return this as unknown as KurrentDBClient;
  }

  private store(
    streamId: string,
    event: Pick<RecordedRecord, "id" | "type" | "data" | "metadata">,
  ): RecordedRecord {
    const revision = BigInt(this.records.filter((record) => record.streamId === streamId).length);
    const position = { commit: this.nextLogPosition, prepare: this.nextLogPosition };
    this.nextLogPosition += RECORD_HEADER_BYTES + BigInt(JSON.stringify([event.data, event.metadata]).length);
    const record = { ...event, streamId, revision, position };
    this.records.push(record);
    for (const deliver of this.live) deliver(record);
    return record;
  }

  private appendPosition(record: RecordedRecord): Position | undefined {
    return this.omitAppendPosition ? undefined : record.position;
  }
}

interface RecordedRecord {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  position: Position;
}

function resolved(record: RecordedRecord): AllStreamResolvedEvent {
  return {
    event: {
      ...record,
      isJson: true,
      created: new Date(0),
      data: record.data as Record<string, unknown>,
      metadata: record.metadata as Record<string, unknown>,
    },
    commitPosition: record.position.commit,
  };
}
