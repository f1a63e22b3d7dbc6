import { formatPosition, type Position } from "../../../domain/ports/eventStore";
import { emirateOf } from "../../../domain/rules/emirates";
import type { Projection, ProjectionChange } from "../../projection";
import { BatchTable, flushTables, type Row } from "../shared/batchTable";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import {
  REQUEST_HISTORY,
  REQUEST_HISTORY_DDL,
  REQUEST_HISTORY_INDEXES,
  REQUEST_HISTORY_VERSIONS,
} from "./schema";

/** Announced after commit for the /ws channel's new_request and request_update messages. */
export const REQUEST_CHANGED_TOPIC = "request_history.changed";

export interface RequestChangedPayload {
  requestId: string;
  customerId: string;
  providerId: string | null;
  offeredTo: string[];
  serviceType: string;
  status: string;
  /** The event that last changed the row in this batch. */
  cause: string;
}

type HistoryRow = Row & {
  id: string;
  customer_id: string;
  provider_id: string | null;
  offered_to: string[];
  service_type: string;
  status: string;
};

type VersionRow = Row & { customer_id: string; version: string };

const VERSION = 1;

/** The label request_history_versions holds for a customer whose rows `event` changed last (see schema.ts). */
function historyVersionLabel(event: { position: Position }): string {
  return `${VERSION}:${formatPosition(event.position)}`;
}

export const requestHistoryProjection: Projection = {
  name: REQUEST_HISTORY,
  version: VERSION,
  handles: [
    "ServiceRequested",
    "JobOffered",
    "OfferWithdrawn",
    "JobDeclined",
    "JobAccepted",
    "JobStarted",
    "JobCompleted",
    "RequestCancelled",
    "RequestUnassigned",
    "ReviewPosted",
    "JobReassigned",
  ],
  tables: [REQUEST_HISTORY, REQUEST_HISTORY_VERSIONS, streamRevisionTable(REQUEST_HISTORY)],

  async migrate(tx) {
    for (const statement of REQUEST_HISTORY_DDL) await tx.query(statement);
  },

  indexes: REQUEST_HISTORY_INDEXES,

  async apply(events, tx) {
    const unseen = (await claimUnseenEvents(tx, REQUEST_HISTORY, events)).map(parseRecorded);
    if (unseen.length === 0) return [];
    const rows = new BatchTable<HistoryRow>(REQUEST_HISTORY, ["id"]);
    await rows.load(
      tx,
      unseen.map((event) => [(event.data as { requestId: string }).requestId]),
    );
    const changed = new Map<string, RequestChangedPayload>();
    // Written with the rows: every change of a customer's rows moves their label.
    const versions = new BatchTable<VersionRow>(REQUEST_HISTORY_VERSIONS, ["customer_id"]);
    for (const event of unseen) {
      const row = fold(rows, event);
      if (!row) continue;
      changed.set(row.id, toPayload(row, event.type));
      versions.put({ customer_id: row.customer_id, version: historyVersionLabel(event) });
    }
    await flushTables(tx, [rows, versions]);
    return [...changed.values()].map(
      (payload): ProjectionChange => ({ topic: REQUEST_CHANGED_TOPIC, payload }),
    );
  },
};

const without = (list: readonly string[], item: string) => list.filter((x) => x !== item);

/*
 * All request events come from the request's own stream, which the store delivers in order, so each
 * event is a plain update of the row its ServiceRequested created. Offers are a set (`offered_to`):
 * added on offer, removed on withdrawal or decline, emptied once someone accepts or the request ends.
 * Returns the row the event wrote, if any.
 */
function fold(rows: BatchTable<HistoryRow>, event: RecordedReadModelEvent): HistoryRow | undefined {
  if (event.type === "ServiceRequested") {
    const d = event.data;
    if (rows.get(d.requestId)) return undefined;
    return rows.put({
      id: d.requestId,
      customer_id: d.customerId,
      provider_id: d.providerId,
      service_type: d.serviceType,
      status: "pending",
      priority: d.priority,
      payment_method: d.paymentMethod,
      pickup_location: d.pickup.location,
      pickup_latitude: d.pickup.latitude,
      pickup_longitude: d.pickup.longitude,
      pickup_emirate: emirateOf(d.pickup.latitude, d.pickup.longitude),
      destination: d.destination?.location ?? null,
      destination_latitude: d.destination?.latitude ?? null,
      destination_longitude: d.destination?.longitude ?? null,
      vehicle_id: d.vehicle.vehicleId,
      vehicle_make: d.vehicle.make,
      vehicle_model: d.vehicle.model,
      vehicle_year: d.vehicle.year,
      vehicle_color: d.vehicle.color,
      license_plate: d.vehicle.licensePlate,
      vehicle_type: d.vehicle.vehicleType,
      fuel_type: d.vehicle.fuelType,
      description: d.description,
      estimated_price: d.estimatedPrice,
      final_price: null,
      towing_equipment_id: d.towingEquipmentId,
      // The customer's chosen provider has the job in front of them, offer event or not.
      offered_to: d.providerId === null ? [] : [d.providerId],
      scheduled_at: d.scheduledAt,
      created_at: d.requestedAt,
      accepted_at: null,
      started_at: null,
      completed_at: null,
      cancelled_at: null,
      cancelled_by: null,
      cancelled_by_role: null,
      cancel_reason: null,
      unassigned_at: null,
      customer_rating: null,
      customer_review: null,
      customer_reviewed_at: null,
      provider_rating: null,
      provider_review: null,
      provider_reviewed_at: null,
      updated_at: d.requestedAt,
    });
  }
  const requestId = (event.data as { requestId?: string }).requestId;
  const row = requestId === undefined ? undefined : rows.get(requestId);
  if (!row) return undefined;
  switch (event.type) {
    case "JobOffered":
      if (!row.offered_to.includes(event.data.providerId))
        row.offered_to = [...row.offered_to, event.data.providerId];
      row.updated_at = event.data.offeredAt;
      break;
    case "OfferWithdrawn":
    case "JobDeclined":
      // A pending request's chosen provider who lets it go is no longer its provider.
      row.offered_to = without(row.offered_to, event.data.providerId);
      if (row.status === "pending" && row.provider_id === event.data.providerId) row.provider_id = null;
      row.updated_at = event.type === "JobDeclined" ? event.data.declinedAt : event.data.withdrawnAt;
      break;
    case "JobAccepted":
      Object.assign(row, {
        status: "accepted",
        provider_id: event.data.providerId,
        accepted_at: event.data.acceptedAt,
        offered_to: [],
        updated_at: event.data.acceptedAt,
      });
      break;
    case "JobReassigned":
      // The captain abandoned it: looking for a captain again, as the customer's screens should say.
      Object.assign(row, {
        status: "pending",
        provider_id: null,
        accepted_at: null,
        offered_to: [],
        updated_at: event.data.reassignedAt,
      });
      break;
    case "JobStarted":
      Object.assign(row, {
        status: "in-progress",
        provider_id: event.data.providerId,
        started_at: event.data.startedAt,
        updated_at: event.data.startedAt,
      });
      break;
    case "JobCompleted":
      Object.assign(row, {
        status: "completed",
        provider_id: event.data.providerId,
        final_price: event.data.finalPrice,
        completed_at: event.data.completedAt,
        updated_at: event.data.completedAt,
      });
      break;
    case "RequestCancelled":
      Object.assign(row, {
        status: "cancelled",
        cancelled_at: event.data.cancelledAt,
        cancelled_by: event.data.cancelledBy,
        cancelled_by_role: event.data.byRole,
        cancel_reason: event.data.reason,
        offered_to: [],
        updated_at: event.data.cancelledAt,
      });
      break;
    case "RequestUnassigned":
      Object.assign(row, {
        status: "unassigned",
        unassigned_at: event.data.unassignedAt,
        offered_to: [],
        updated_at: event.data.unassignedAt,
      });
      break;
    case "ReviewPosted": {
      const side = event.data.reviewerRole === "customer" ? "customer" : "provider";
      // '' (not null) for a rating without comment: the spec's client treats a set review as "reviewed".
      row[`${side}_rating`] = event.data.rating;
      row[`${side}_review`] = event.data.comment ?? "";
      row[`${side}_reviewed_at`] = event.data.postedAt;
      row.updated_at = event.data.postedAt;
      break;
    }
    default:
      return undefined;
  }
  return rows.put(row);
}

function toPayload(row: HistoryRow, cause: string): RequestChangedPayload {
  return {
    requestId: row.id,
    customerId: row.customer_id,
    providerId: row.provider_id,
    offeredTo: row.offered_to,
    serviceType: row.service_type,
    status: row.status,
    cause,
  };
}
