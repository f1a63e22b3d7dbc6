import type { RecordedEvent } from "../../domain/ports/eventStore";

/**
 * What one batch does to one request's queue rows, worked out in memory so the projection can write
 * a whole batch in a few set-based statements instead of a statement or two per event. It follows
 * the per-event SQL it replaced step by step (insert-if-absent, delete, delete-returning, exists), so
 * a batch leaves the same rows and reports the same change as applying its events one by one.
 */

export interface DispatchQueueChange {
  requestId: string;
  /** Still waiting for a provider after this batch. */
  open: boolean;
  /** A provider who took this job (busy) or finished or lost it (free) in this batch. */
  provider: { providerId: string; busy: boolean } | null;
  /** Stream revision of the request's last event in this batch: dispatch skips a state it has already looked at. */
  revision: number;
}

/** A request's rows as the tables hold them before the batch. */
export interface QueueRowsBefore {
  open: boolean;
  busyProvider: string | null;
}

export type OpenRow = {
  requestId: string;
  scheduledAt: string | null;
  requestedAt: string;
};

export type BusyRow = { requestId: string; providerId: string };

/** Delete first (when `deleted`), then insert-if-absent (when given): the net of the batch's writes. */
export interface RowWrite<R> {
  deleted: boolean;
  insert: R | null;
}

export interface QueueOutcome {
  change: DispatchQueueChange;
  open: RowWrite<OpenRow>;
  busy: RowWrite<BusyRow>;
}

interface RequestData {
  requestId: string;
  providerId?: string;
  scheduledAt?: string | null;
  requestedAt?: string;
  reassignedAt?: string;
}

/** Not known until read: the batch has not written the row yet, and the tables were not read. */
const UNKNOWN = Symbol("unknown");
type Maybe<T> = T | typeof UNKNOWN;

/**
 * The outcome of one request's events (in stream order) on top of `before`, or "needs-rows" when an
 * event's effect depends on rows the batch has not written itself and `before` was not given.
 */
export function queueOutcome(
  events: readonly RecordedEvent[],
  before?: QueueRowsBefore,
): QueueOutcome | "needs-rows" {
  const requestId = (events[0]!.data as RequestData).requestId;
  let openExists: Maybe<boolean> = before ? before.open : UNKNOWN;
  let busyProvider: Maybe<string | null> = before ? before.busyProvider : UNKNOWN;
  const open: RowWrite<OpenRow> = { deleted: false, insert: null };
  const busy: QueueOutcome["busy"] = { deleted: false, insert: null };
  const change: DispatchQueueChange = { requestId, open: false, provider: null, revision: -1 };

  for (const event of events) {
    const data = event.data as RequestData;
    change.revision = Number(event.revision);
    switch (event.type) {
      case "ServiceRequested":
        if (openExists !== true) {
          open.insert = { requestId, scheduledAt: data.scheduledAt ?? null, requestedAt: data.requestedAt! };
          openExists = true;
        }
        change.open = true;
        break;
      case "JobAccepted":
        deleteRow(open);
        openExists = false;
        // Insert-if-absent: over an unknown row the provider stays unknown (an existing row would win).
        if ((busyProvider === null || busyProvider === UNKNOWN) && busy.insert === null)
          busy.insert = { requestId, providerId: data.providerId! };
        if (busyProvider === null) busyProvider = data.providerId!;
        change.open = false;
        change.provider = { providerId: data.providerId!, busy: true };
        break;
      case "JobReassigned":
        // The captain is released and the request waits for a captain again, from now (no schedule left).
        deleteRow(busy);
        busyProvider = null;
        if (openExists !== true) {
          open.insert = { requestId, scheduledAt: null, requestedAt: data.reassignedAt! };
          openExists = true;
        }
        change.open = true;
        change.provider = { providerId: data.providerId!, busy: false };
        break;
      case "JobCompleted":
      case "RequestCancelled":
      case "RequestUnassigned": {
        if (busyProvider === UNKNOWN) return "needs-rows";
        deleteRow(open);
        openExists = false;
        deleteRow(busy);
        change.open = false;
        if (busyProvider !== null) change.provider = { providerId: busyProvider, busy: false };
        busyProvider = null;
        break;
      }
      default:
        // Offers, declines, withdrawals: the request is still open if it was; dispatch looks again.
        if (openExists === UNKNOWN) return "needs-rows";
        change.open = openExists;
    }
  }
  return { change, open, busy };
}

function deleteRow(write: RowWrite<unknown>): void {
  write.deleted = true;
  write.insert = null;
}
