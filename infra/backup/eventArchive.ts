import { createHash } from "node:crypto";
import { once } from "node:events";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type { EventStore, NewEvent, Position, RecordedEvent } from "../../domain/ports/eventStore";

/**
 * A store-independent archive of the event store: one JSON line per event in `$all` order (stream,
 * revision, type, data, metadata with the original event id), between a header and a trailer that
 * holds the count and a SHA-256 of the event lines. Positions are not kept: they are the store's
 * own (PostgreSQL's embed transaction ids of the cluster that wrote them, which a fresh server has
 * not reached, so restored rows would stay invisible), and every read model is rebuilt after import.
 */
export const ARCHIVE_FORMAT = "roadside-event-archive";
export const ARCHIVE_VERSION = 1;
const PAGE = 1000;

interface ArchivedEvent {
  streamId: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: NewEvent["metadata"];
}

export interface ArchiveSummary {
  events: number;
  sha256: string;
}

/** Writes every event of `store` to `out`; answers how many and their checksum. */
export async function exportEvents(store: EventStore, out: Writable): Promise<ArchiveSummary> {
  const hash = createHash("sha256");
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, "drain");
  };
  await write(JSON.stringify({ format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION }));
  let after: Position | undefined;
  let events = 0;
  for (;;) {
    const page: RecordedEvent[] = await store.readAll({ ...(after ? { after } : {}), limit: PAGE });
    if (page.length === 0) break;
    for (const event of page) {
      const line = JSON.stringify({
        streamId: event.streamId,
        revision: event.revision.toString(),
        type: event.type,
        data: event.data,
        metadata: event.metadata,
      } satisfies ArchivedEvent);
      hash.update(`${line}\n`);
      await write(line);
      events++;
    }
    after = page[page.length - 1]?.position;
  }
  const sha256 = hash.digest("hex");
  await write(JSON.stringify({ trailer: true, events, sha256 }));
  return { events, sha256 };
}

export class ArchiveError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (archive line ${line})`);
    this.name = "ArchiveError";
  }
}

/**
 * Appends an archive's events to an empty store, each stream at the revisions it had, with the
 * original event ids and metadata. The whole file is checked first, in a pass of its own (format,
 * every line, the trailer's count and checksum): a truncated or edited archive writes nothing.
 * `open` gives a fresh stream of the archive for each pass, so memory stays flat.
 */
export async function importEvents(store: EventStore, open: () => Readable): Promise<ArchiveSummary> {
  if ((await store.readAll({ limit: 1 })).length > 0)
    throw new Error("the target event store is not empty: import only into a fresh store");
  const summary = await verifyArchive(open());
  let batch: { streamId: string; first: bigint; events: NewEvent[] } | null = null;
  const flush = async () => {
    if (!batch) return;
    const expected = batch.first === 0n ? "no_stream" : batch.first - 1n;
    await store.appendToStream(batch.streamId, batch.events, { expected });
    batch = null;
  };
  for await (const { event } of archiveLines(open())) {
    if (!event) continue;
    const revision = BigInt(event.revision);
    const current = batch as { streamId: string; first: bigint; events: NewEvent[] } | null;
    const continues =
      current !== null &&
      current.streamId === event.streamId &&
      current.first + BigInt(current.events.length) === revision &&
      current.events.length < PAGE;
    if (!continues) await flush();
    batch ??= { streamId: event.streamId, first: revision, events: [] };
    batch.events.push({ type: event.type, data: event.data, metadata: event.metadata });
  }
  await flush();
  return summary;
}

/** Checks an archive end to end without writing anything; answers its count and checksum. */
export async function verifyArchive(input: Readable): Promise<ArchiveSummary> {
  const hash = createHash("sha256");
  let events = 0;
  let trailer: ArchiveSummary | null = null;
  let last = 0;
  for await (const { lineNumber, line, event, trailer: end } of archiveLines(input)) {
    last = lineNumber;
    if (trailer) throw new ArchiveError("content after the trailer", lineNumber);
    if (end) trailer = end;
    if (event) {
      hash.update(`${line}\n`);
      events++;
    }
  }
  if (last === 0) throw new ArchiveError("the archive is empty", last);
  if (!trailer) throw new ArchiveError("the archive has no trailer: it was cut short", last);
  const sha256 = hash.digest("hex");
  if (trailer.events !== events || trailer.sha256 !== sha256)
    throw new ArchiveError(
      `the archive holds ${events} events (sha256 ${sha256}) but its trailer says ${trailer.events} (${trailer.sha256}): it was changed`,
      last,
    );
  return trailer;
}

interface ArchiveLine {
  lineNumber: number;
  line: string;
  event?: ArchivedEvent;
  trailer?: ArchiveSummary;
}

/** The archive's lines, parsed and checked one by one (the header first). */
async function* archiveLines(input: Readable): AsyncGenerator<ArchiveLine> {
  let header = false;
  let lineNumber = 0;
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNumber++;
    if (line === "") continue;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new ArchiveError("not a JSON line", lineNumber);
    }
    if (!header) {
      if (parsed.format !== ARCHIVE_FORMAT || parsed.version !== ARCHIVE_VERSION)
        throw new ArchiveError(`not a ${ARCHIVE_FORMAT} version ${ARCHIVE_VERSION} file`, lineNumber);
      header = true;
      continue;
    }
    if (parsed.trailer === true) {
      yield { lineNumber, line, trailer: { events: Number(parsed.events), sha256: String(parsed.sha256) } };
      continue;
    }
    if (
      typeof parsed.streamId !== "string" ||
      typeof parsed.revision !== "string" ||
      !/^\d+$/.test(parsed.revision) ||
      typeof parsed.type !== "string" ||
      typeof parsed.metadata !== "object" ||
      parsed.metadata === null
    )
      throw new ArchiveError("an event line needs streamId, revision, type, data and metadata", lineNumber);
    yield { lineNumber, line, event: parsed as unknown as ArchivedEvent };
  }
}
