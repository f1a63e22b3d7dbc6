import { validate as isUuid } from "uuid";
import type { AppendResult, ExpectedRevision, NewEvent } from "../../domain/ports/eventStore";
import { WrongExpectedRevision } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { violatedUniqueConstraint } from "../sql/sqlErrors";
import { EventIdConflict } from "./eventIdConflict";
import { EVENT_ID_CONSTRAINT, STREAM_REVISION_CONSTRAINT } from "./sqlEventStoreSchema";

/**
 * Appending to a stream: one call of the `append_events` function (sqlEventStoreSchema.ts), which
 * checks the expectation and inserts the batch in one round trip. Everything else here is the
 * rare path after it refused: idempotent re-sends, lost races, reused ids.
 */

/** How often an `any` / `stream_exists` append retries after losing a race it did not care about. */
const MAX_ATTEMPTS = 10;

const EXPECTATIONS: ReadonlySet<unknown> = new Set(["no_stream", "stream_exists", "any"]);

interface AppendRow {
  revision_before: string | null;
  appended_revision: string | null;
  appended_position: string | null;
  appended_transaction: string | null;
}

const APPEND = `
SELECT revision_before, appended_revision, appended_position, appended_transaction::text AS appended_transaction
FROM append_events($1, $2, $3::bigint, $4::jsonb)`;

function checkAppend(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): void {
  if (stream.length === 0) throw new Error("appendToStream: the stream name is empty");
  // An empty append has no position to report and no event to wait for: refuse it rather than
  // invent one. A decider that decides nothing should not reach the store.
  if (events.length === 0) throw new Error(`appendToStream(${stream}): no events to append`);
  if (typeof expected === "bigint") {
    if (expected < 0n) {
      throw new Error(
        `appendToStream(${stream}): expected revision ${expected} is negative; use "no_stream"`,
      );
    }
  } else if (!EXPECTATIONS.has(expected)) {
    throw new Error(
      `appendToStream(${stream}): expected must be "no_stream", "stream_exists", "any" or a bigint revision, got ${typeof expected} ${String(expected)}`,
    );
  }
  const seen = new Set<string>();
  for (const [index, event] of events.entries()) {
    const id = event.metadata?.eventId;
    if (typeof id !== "string" || !isUuid(id)) {
      throw new Error(
        `appendToStream(${stream}): events[${index}].metadata.eventId is not a UUID: ${String(id)}`,
      );
    }
    const key = id.toLowerCase();
    if (seen.has(key)) {
      throw new Error(`appendToStream(${stream}): event id ${id} appears twice in one append`);
    }
    seen.add(key);
  }
}

function appendParams(stream: string, events: readonly NewEvent[], expected: ExpectedRevision) {
  const batch = events.map(({ type, data, metadata }) => ({ type, data: data ?? null, metadata }));
  return [
    stream,
    typeof expected === "bigint" ? "exact" : expected,
    typeof expected === "bigint" ? String(expected) : null,
    // Serialised here, not by the driver, so pg and PGlite send the very same text.
    JSON.stringify(batch),
  ];
}

/**
 * Appends `events` to `stream` if `expected` holds. Run it outside a transaction: a refused
 * append is examined with follow-up queries, which an aborted transaction could not run.
 */
export async function appendEvents(
  sql: Sql,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  checkAppend(stream, events, expected);
  const params = appendParams(stream, events, expected);

  for (let attempt = 1; ; attempt++) {
    let row: AppendRow;
    try {
      row = (await sql.query<AppendRow>(APPEND, params, { prepared: true })).rows[0]!;
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint !== STREAM_REVISION_CONSTRAINT && constraint !== EVENT_ID_CONSTRAINT) throw error;
      // Another append committed first: this very batch sent twice, or a competitor.
      const original = await findOriginalAppend(sql, stream, events);
      if (original) return original;
      // None of our ids exist (any reuse would have thrown EventIdConflict just now). So either a
      // competitor took the next revision, which `any` and `stream_exists` do not mind, or the
      // append that held our ids rolled back. Both deserve another try; an exact expectation lost.
      const worthRetrying =
        constraint === EVENT_ID_CONSTRAINT || expected === "any" || expected === "stream_exists";
      if (worthRetrying && attempt < MAX_ATTEMPTS) continue;
      throw new WrongExpectedRevision(stream, expected, await currentRevision(sql, stream));
    }

    if (row.appended_revision !== null) {
      return {
        nextRevision: BigInt(row.appended_revision),
        position: { commit: BigInt(row.appended_transaction!), prepare: BigInt(row.appended_position!) },
      };
    }
    // The expectation did not hold; maybe because this batch was appended already.
    const original = await findOriginalAppend(sql, stream, events);
    if (original) return original;
    const actual = row.revision_before === null ? "no_stream" : BigInt(row.revision_before);
    throw new WrongExpectedRevision(stream, expected, actual);
  }
}

async function currentRevision(sql: Sql, stream: string): Promise<bigint | "no_stream"> {
  const { rows } = await sql.query<{ revision: string | null }>(
    "SELECT max(stream_revision) AS revision FROM events WHERE stream_id = $1",
    [stream],
  );
  const revision = rows[0]?.revision ?? null;
  return revision === null ? "no_stream" : BigInt(revision);
}

/**
 * The result of the earlier append of exactly this batch (same ids, same order, same stream,
 * consecutive revisions), so re-sending it is idempotent. Undefined when none of its ids exist;
 * EventIdConflict when some do but not as this batch.
 */
async function findOriginalAppend(
  sql: Sql,
  stream: string,
  events: readonly NewEvent[],
): Promise<AppendResult | undefined> {
  const ids = events.map((e) => e.metadata.eventId.toLowerCase());
  const { rows } = await sql.query<{
    event_id: string;
    stream_id: string;
    stream_revision: string;
    global_position: string;
    transaction_id: string;
  }>(
    `SELECT event_id::text AS event_id, stream_id, stream_revision, global_position, transaction_id::text AS transaction_id
     FROM events WHERE event_id = ANY ($1::uuid[])`,
    [ids],
  );
  if (rows.length === 0) return undefined;

  const byId = new Map(rows.map((row) => [row.event_id, row]));
  const found = ids.map((id) => byId.get(id));
  const first = found[0];
  const isSameBatch =
    first !== undefined &&
    found.every(
      (row, index) =>
        row !== undefined &&
        row.stream_id === stream &&
        BigInt(row.stream_revision) === BigInt(first.stream_revision) + BigInt(index),
    );
  if (!isSameBatch) {
    throw new EventIdConflict(
      stream,
      rows.map((row) => ({
        eventId: row.event_id,
        streamId: row.stream_id,
        revision: BigInt(row.stream_revision),
      })),
    );
  }
  const last = found[found.length - 1]!;
  return {
    nextRevision: BigInt(last.stream_revision),
    position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) },
  };
}
