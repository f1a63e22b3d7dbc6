import type { RecordedEvent } from "../../domain/ports/eventStore";
import type { QueryOptions, Sql } from "../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../projection";
import { type Column, unnestRows } from "../read-models/shared/columnArrays";
import { type QueueOutcome, type QueueRowsBefore, queueOutcome } from "./queueOutcome";

export type { DispatchQueueChange } from "./queueOutcome";

/**
 * Dispatch's own memory, kept by the projection runner so it shares its checkpoint, its transaction
 * and its single-instance lock: which requests still wait for a provider, and which providers are on
 * a job. After a restart the process manager resumes from these rows plus the events after them.
 */
export const DISPATCH_QUEUE = "dispatch_queue";
export const DISPATCH_CHANGED_TOPIC = "dispatch_queue.changed";

const DDL = [
  `CREATE TABLE IF NOT EXISTS dispatch_queue_open (
    request_id text PRIMARY KEY,
    scheduled_at timestamptz,
    requested_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS dispatch_queue_busy (
    request_id text PRIMARY KEY,
    provider_id text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS dispatch_queue_busy_provider ON dispatch_queue_busy (provider_id)",
];

const HANDLED = [
  "ServiceRequested",
  "JobOffered",
  "OfferWithdrawn",
  "JobDeclined",
  "JobAccepted",
  "JobCompleted",
  "RequestCancelled",
  "RequestUnassigned",
  "JobReassigned",
] as const;

export const dispatchQueueProjection: Projection = {
  name: DISPATCH_QUEUE,
  version: 1,
  handles: HANDLED,
  tables: ["dispatch_queue_open", "dispatch_queue_busy"],

  async migrate(tx) {
    for (const statement of DDL) await tx.query(statement);
  },

  async apply(events: readonly RecordedEvent[], tx) {
    const byRequest = new Map<string, RecordedEvent[]>();
    for (const event of events) {
      const { requestId } = event.data as { requestId: string };
      const own = byRequest.get(requestId);
      if (own) own.push(event);
      else byRequest.set(requestId, [event]);
    }
    const outcomes = new Map<string, QueueOutcome | "needs-rows">();
    for (const [requestId, own] of byRequest) outcomes.set(requestId, queueOutcome(own));
    const unread = [...outcomes].filter(([, outcome]) => outcome === "needs-rows").map(([id]) => id);
    if (unread.length > 0) {
      const before = await queueRowsBefore(tx, unread);
      for (const requestId of unread)
        outcomes.set(requestId, queueOutcome(byRequest.get(requestId)!, before.get(requestId)));
    }
    const settled = [...outcomes.values()].filter(
      (outcome): outcome is QueueOutcome => outcome !== "needs-rows",
    );
    await writeOutcomes(tx, settled);
    return settled.map(
      (outcome): ProjectionChange => ({ topic: DISPATCH_CHANGED_TOPIC, payload: outcome.change }),
    );
  },
};

async function queueRowsBefore(
  tx: Sql,
  requestIds: readonly string[],
): Promise<Map<string, QueueRowsBefore>> {
  const { rows } = await tx.query<{ request_id: string; open: boolean; busy_provider: string | null }>(
    `SELECT r.request_id,
            EXISTS (SELECT 1 FROM dispatch_queue_open o WHERE o.request_id = r.request_id) AS open,
            (SELECT b.provider_id FROM dispatch_queue_busy b WHERE b.request_id = r.request_id) AS busy_provider
     FROM unnest($1::text[]) AS r(request_id)`,
    [[...requestIds]],
    WRITE_PATH,
  );
  return new Map(rows.map((row) => [row.request_id, { open: row.open, busyProvider: row.busy_provider }]));
}

/** Constant texts on dispatch's path: planned once per connection. */
const WRITE_PATH: QueryOptions = { prepared: true };

const OPEN_COLUMNS: Column[] = [
  { name: "requestId", type: "text" },
  { name: "scheduledAt", type: "timestamptz" },
  { name: "requestedAt", type: "timestamptz" },
];
const BUSY_COLUMNS: Column[] = [
  { name: "requestId", type: "text" },
  { name: "providerId", type: "text" },
];

/** Deletes before inserts: a request's row deleted and inserted again in one batch ends inserted. */
async function writeOutcomes(tx: Sql, outcomes: readonly QueueOutcome[]): Promise<void> {
  const openDeleted = outcomes.filter((o) => o.open.deleted).map((o) => o.change.requestId);
  const busyDeleted = outcomes.filter((o) => o.busy.deleted).map((o) => o.change.requestId);
  const openInserted = outcomes.flatMap((o) => (o.open.insert ? [o.open.insert] : []));
  const busyInserted = outcomes.flatMap((o) => (o.busy.insert ? [o.busy.insert] : []));
  if (openDeleted.length > 0)
    await tx.query(
      "DELETE FROM dispatch_queue_open WHERE request_id = ANY ($1::text[])",
      [openDeleted],
      WRITE_PATH,
    );
  if (busyDeleted.length > 0)
    await tx.query(
      "DELETE FROM dispatch_queue_busy WHERE request_id = ANY ($1::text[])",
      [busyDeleted],
      WRITE_PATH,
    );
  if (openInserted.length > 0) {
    const { select, params } = unnestRows(openInserted, OPEN_COLUMNS, 1);
    await tx.query(
      `INSERT INTO dispatch_queue_open (request_id, scheduled_at, requested_at) ${select} ON CONFLICT DO NOTHING`,
      params,
      WRITE_PATH,
    );
  }
  if (busyInserted.length > 0) {
    const { select, params } = unnestRows(busyInserted, BUSY_COLUMNS, 1);
    await tx.query(
      `INSERT INTO dispatch_queue_busy (request_id, provider_id) ${select} ON CONFLICT DO NOTHING`,
      params,
      WRITE_PATH,
    );
  }
}

/** Every request still waiting for a provider. */
export async function openDispatchRequests(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ request_id: string }>(
    "SELECT request_id FROM rm.dispatch_queue_open ORDER BY requested_at",
  );
  return rows.map((row) => row.request_id);
}

/** Who is on which job now: provider → request. */
export async function busyProviders(sql: Sql): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ request_id: string; provider_id: string }>(
    "SELECT request_id, provider_id FROM rm.dispatch_queue_busy",
  );
  return new Map(rows.map((row) => [row.provider_id, row.request_id]));
}
