import type { SqlParam } from "../../../domain/ports/sql";
import { emirateOf } from "../../../domain/rules/emirates";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { REQUEST_HISTORY, REQUEST_HISTORY_DDL } from "./schema";

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

interface ChangedRow {
  id: string;
  customer_id: string;
  provider_id: string | null;
  offered_to: string[];
  service_type: string;
  status: string;
}

const RETURNING = "RETURNING id, customer_id, provider_id, offered_to, service_type, status";

export const requestHistoryProjection: Projection = {
  name: REQUEST_HISTORY,
  version: 1,
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
  ],
  tables: [REQUEST_HISTORY, streamRevisionTable(REQUEST_HISTORY)],

  async migrate(tx) {
    for (const statement of REQUEST_HISTORY_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changed = new Map<string, RequestChangedPayload>();
    for (const event of await claimUnseenEvents(tx, REQUEST_HISTORY, events)) {
      const recorded = parseRecorded(event);
      const statement = statementFor(recorded);
      if (!statement) continue;
      const { rows } = await tx.query<ChangedRow>(`${statement.text} ${RETURNING}`, statement.params);
      for (const row of rows) changed.set(row.id, toPayload(row, recorded.type));
    }
    return [...changed.values()].map(
      (payload): ProjectionChange => ({ topic: REQUEST_CHANGED_TOPIC, payload }),
    );
  },
};

interface Statement {
  text: string;
  params: SqlParam[];
}

/*
 * All request events come from the request's own stream, which the store delivers in order, so each
 * event is a plain update of the row its ServiceRequested created. Offers are a set (`offered_to`):
 * added on offer, removed on withdrawal or decline, emptied once someone accepts or the request ends.
 */
function statementFor(event: RecordedReadModelEvent): Statement | null {
  switch (event.type) {
    case "ServiceRequested": {
      const d = event.data;
      return {
        text: `INSERT INTO request_history (
            id, customer_id, provider_id, service_type, status, priority, payment_method,
            pickup_location, pickup_latitude, pickup_longitude, pickup_emirate,
            destination, destination_latitude, destination_longitude,
            vehicle_id, vehicle_make, vehicle_model, vehicle_year, vehicle_color, license_plate, vehicle_type, fuel_type,
            description, estimated_price, towing_equipment_id, offered_to, scheduled_at, created_at, updated_at)
          VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12, $13,
            $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25::text[], $26, $27, $27)
          ON CONFLICT (id) DO NOTHING`,
        params: [
          d.requestId,
          d.customerId,
          d.providerId,
          d.serviceType,
          d.priority,
          d.paymentMethod,
          d.pickup.location,
          d.pickup.latitude,
          d.pickup.longitude,
          emirateOf(d.pickup.latitude, d.pickup.longitude),
          d.destination?.location ?? null,
          d.destination?.latitude ?? null,
          d.destination?.longitude ?? null,
          d.vehicle.vehicleId,
          d.vehicle.make,
          d.vehicle.model,
          d.vehicle.year,
          d.vehicle.color,
          d.vehicle.licensePlate,
          d.vehicle.vehicleType,
          d.vehicle.fuelType,
          d.description,
          d.estimatedPrice,
          d.towingEquipmentId,
          // The customer's chosen provider has the job in front of them, offer event or not.
          d.providerId === null ? [] : [d.providerId],
          d.scheduledAt,
          d.requestedAt,
        ],
      };
    }
    case "JobOffered":
      return {
        text: `UPDATE request_history
                  SET offered_to = CASE WHEN $2 = ANY(offered_to) THEN offered_to ELSE array_append(offered_to, $2) END,
                      updated_at = $3
                WHERE id = $1`,
        params: [event.data.requestId, event.data.providerId, event.data.offeredAt],
      };
    case "OfferWithdrawn":
    case "JobDeclined":
      // A pending request's chosen provider who lets it go is no longer its provider.
      return {
        text: `UPDATE request_history
                  SET offered_to = array_remove(offered_to, $2),
                      provider_id = CASE WHEN status = 'pending' AND provider_id = $2 THEN NULL ELSE provider_id END,
                      updated_at = $3
                WHERE id = $1`,
        params: [
          event.data.requestId,
          event.data.providerId,
          event.type === "JobDeclined" ? event.data.declinedAt : event.data.withdrawnAt,
        ],
      };
    case "JobAccepted":
      return {
        text: `UPDATE request_history
                  SET status = 'accepted', provider_id = $2, accepted_at = $3, offered_to = '{}', updated_at = $3
                WHERE id = $1`,
        params: [event.data.requestId, event.data.providerId, event.data.acceptedAt],
      };
    case "JobStarted":
      return {
        text: `UPDATE request_history
                  SET status = 'in-progress', provider_id = $2, started_at = $3, updated_at = $3
                WHERE id = $1`,
        params: [event.data.requestId, event.data.providerId, event.data.startedAt],
      };
    case "JobCompleted":
      return {
        text: `UPDATE request_history
                  SET status = 'completed', provider_id = $2, final_price = $3, completed_at = $4, updated_at = $4
                WHERE id = $1`,
        params: [event.data.requestId, event.data.providerId, event.data.finalPrice, event.data.completedAt],
      };
    case "RequestCancelled":
      return {
        text: `UPDATE request_history
                  SET status = 'cancelled', cancelled_at = $2, cancelled_by = $3, cancelled_by_role = $4,
                      cancel_reason = $5, offered_to = '{}', updated_at = $2
                WHERE id = $1`,
        params: [
          event.data.requestId,
          event.data.cancelledAt,
          event.data.cancelledBy,
          event.data.byRole,
          event.data.reason,
        ],
      };
    case "RequestUnassigned":
      return {
        text: `UPDATE request_history
                  SET status = 'unassigned', unassigned_at = $2, offered_to = '{}', updated_at = $2
                WHERE id = $1`,
        params: [event.data.requestId, event.data.unassignedAt],
      };
    case "ReviewPosted": {
      const side = event.data.reviewerRole === "customer" ? "customer" : "provider";
      // '' (not null) for a rating without comment: the spec's client treats a set review as "reviewed".
      return {
        text: `UPDATE request_history
                  SET ${side}_rating = $2, ${side}_review = $3, ${side}_reviewed_at = $4, updated_at = $4
                WHERE id = $1`,
        params: [event.data.requestId, event.data.rating, event.data.comment ?? "", event.data.postedAt],
      };
    }
    default:
      return null;
  }
}

function toPayload(row: ChangedRow, cause: string): RequestChangedPayload {
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
