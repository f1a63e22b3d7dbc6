import type { Sql } from "../../../domain/ports/sql";
import type { RequestCounts } from "../../../domain/rules/loyalty";
import { decodeCursor, encodeCursor, type Page, type PageRequest, pageSize } from "../shared/paging";
import { aed, isoTime, isoTimeOrNull, numberOrNull, type SqlTimestamp } from "../shared/rowValues";

/** Spec §3 "Service request", plus the offers still open and the pickup's emirate. */
export interface ServiceRequestView {
  id: string;
  customerId: string;
  providerId: string | null;
  serviceType: string;
  status: string;
  priority: string;
  paymentMethod: string;
  pickupLocation: string;
  pickupLatitude: number;
  pickupLongitude: number;
  pickupEmirate: string;
  destination: string | null;
  destinationLatitude: number | null;
  destinationLongitude: number | null;
  vehicleId: string | null;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number | null;
  vehicleColor: string | null;
  licensePlate: string | null;
  vehicleType: string | null;
  fuelType: string | null;
  vehicleDetails: { make: string; model: string; year: number | null; color: string | null };
  description: string | null;
  estimatedPrice: number;
  finalPrice: number | null;
  towingEquipmentId: string | null;
  /** Providers holding an open offer for this request. */
  offeredTo: string[];
  scheduledAt: string | null;
  createdAt: string;
  acceptedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  unassignedAt: string | null;
  /** What the customer gave the provider; `customerReview` is '' when rated without comment. */
  customerRating: number | null;
  customerReview: string | null;
  /** What the provider gave the customer. */
  providerRating: number | null;
  providerReview: string | null;
  updatedAt: string;
}

/** Statuses after which a request is no longer "active" (spec §4, plus our unassigned). */
export const FINISHED_STATUSES = ["completed", "cancelled", "unassigned"] as const;

interface Row {
  id: string;
  customer_id: string;
  provider_id: string | null;
  service_type: string;
  status: string;
  priority: string;
  payment_method: string;
  pickup_location: string;
  pickup_latitude: number;
  pickup_longitude: number;
  pickup_emirate: string;
  destination: string | null;
  destination_latitude: number | null;
  destination_longitude: number | null;
  vehicle_id: string | null;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number | null;
  vehicle_color: string | null;
  license_plate: string | null;
  vehicle_type: string | null;
  fuel_type: string | null;
  description: string | null;
  estimated_price: number;
  final_price: number | null;
  towing_equipment_id: string | null;
  offered_to: string[];
  scheduled_at: SqlTimestamp | null;
  created_at: SqlTimestamp;
  accepted_at: SqlTimestamp | null;
  started_at: SqlTimestamp | null;
  completed_at: SqlTimestamp | null;
  cancelled_at: SqlTimestamp | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  unassigned_at: SqlTimestamp | null;
  customer_rating: number | null;
  customer_review: string | null;
  provider_rating: number | null;
  provider_review: string | null;
  updated_at: SqlTimestamp;
}

const COLUMNS = `id, customer_id, provider_id, service_type, status, priority, payment_method,
  pickup_location, pickup_latitude, pickup_longitude, pickup_emirate,
  destination, destination_latitude, destination_longitude,
  vehicle_id, vehicle_make, vehicle_model, vehicle_year, vehicle_color, license_plate, vehicle_type, fuel_type,
  description, estimated_price::float8 AS estimated_price, final_price::float8 AS final_price,
  towing_equipment_id, offered_to, scheduled_at, created_at, accepted_at, started_at, completed_at,
  cancelled_at, cancelled_by, cancel_reason, unassigned_at,
  customer_rating::int AS customer_rating, customer_review, provider_rating::int AS provider_rating,
  provider_review, updated_at`;

/**
 * Every text below is a constant (the column of pageBy is one of two names): each is prepared once
 * per connection instead of planned on every call, which was most of PostgreSQL's cost of a read.
 */
const PREPARED = { prepared: true } as const;

export async function byId(sql: Sql, requestId: string): Promise<ServiceRequestView | null> {
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM rm.request_history WHERE id = $1`,
    [requestId],
    PREPARED,
  );
  return rows[0] ? toView(rows[0]) : null;
}

/** Several requests by id in one query (the answers to writes that arrived together); unknown ids are left out. */
export async function byIds(sql: Sql, requestIds: readonly string[]): Promise<ServiceRequestView[]> {
  if (requestIds.length === 0) return [];
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM rm.request_history WHERE id = ANY($1::text[])`,
    [[...requestIds]],
    PREPARED,
  );
  return rows.map(toView);
}

/** The customer's requests, newest first (GET /api/requests/customer/{customerId}). */
export function byCustomer(
  sql: Sql,
  customerId: string,
  page: PageRequest = {},
): Promise<Page<ServiceRequestView>> {
  return pageBy(sql, "customer_id", customerId, page);
}

/**
 * The current label of each customer's history (request_history_versions), for those that have
 * one: equal labels mean equal rows, so a copy of a page taken at a label is current while the
 * label is. Customers without a label (none yet, or rows from before the labels) are absent.
 */
export async function historyVersionsOf(
  sql: Sql,
  customerIds: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ customer_id: string; version: string }>(
    "SELECT customer_id, version FROM rm.request_history_versions WHERE customer_id = ANY($1::text[])",
    [[...customerIds]],
    PREPARED,
  );
  return new Map(rows.map((row) => [row.customer_id, row.version]));
}

/** Requests assigned to the provider (or chosen for them while pending), newest first (GET /api/requests/provider/{id}). */
export function byProvider(
  sql: Sql,
  providerId: string,
  page: PageRequest = {},
): Promise<Page<ServiceRequestView>> {
  return pageBy(sql, "provider_id", providerId, page);
}

/** Spec §4: the customer's active request is the newest one not yet finished; null when none. */
export async function activeForCustomer(sql: Sql, customerId: string): Promise<ServiceRequestView | null> {
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM rm.request_history
      WHERE customer_id = $1 AND status <> ALL($2::text[])
      ORDER BY created_at DESC, id DESC
      LIMIT 1`,
    [customerId, [...FINISHED_STATUSES]],
    PREPARED,
  );
  return rows[0] ? toView(rows[0]) : null;
}

/** Counts over all of the customer's requests (not a page of them): the figures loyalty is made of. */
export async function requestCountsOfCustomer(sql: Sql, customerId: string): Promise<RequestCounts> {
  const { rows } = await sql.query<{ requests: number; completed: number; cancelled: number; spent: number }>(
    `SELECT count(*)::int AS requests,
            count(*) FILTER (WHERE status = 'completed')::int AS completed,
            count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
            coalesce(sum(final_price) FILTER (WHERE status = 'completed'), 0)::float8 AS spent
       FROM rm.request_history WHERE customer_id = $1`,
    [customerId],
    PREPARED,
  );
  const row = rows[0]!;
  return {
    requests: row.requests,
    completed: row.completed,
    cancelled: row.cancelled,
    spentAed: aed(row.spent),
  };
}

async function pageBy(
  sql: Sql,
  column: "customer_id" | "provider_id",
  value: string,
  page: PageRequest,
): Promise<Page<ServiceRequestView>> {
  const limit = pageSize(page.limit);
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  // One row more than asked tells whether a next page exists without counting.
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM rm.request_history
      WHERE ${column} = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::text))
      ORDER BY created_at DESC, id DESC
      LIMIT $4`,
    [value, after?.time ?? null, after?.id ?? null, limit + 1],
    PREPARED,
  );
  const items = rows.slice(0, limit).map(toView);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor({ time: last.createdAt, id: last.id }) : null,
  };
}

function toView(row: Row): ServiceRequestView {
  return {
    id: row.id,
    customerId: row.customer_id,
    providerId: row.provider_id,
    serviceType: row.service_type,
    status: row.status,
    priority: row.priority,
    paymentMethod: row.payment_method,
    pickupLocation: row.pickup_location,
    pickupLatitude: row.pickup_latitude,
    pickupLongitude: row.pickup_longitude,
    pickupEmirate: row.pickup_emirate,
    destination: row.destination,
    destinationLatitude: row.destination_latitude,
    destinationLongitude: row.destination_longitude,
    vehicleId: row.vehicle_id,
    vehicleMake: row.vehicle_make,
    vehicleModel: row.vehicle_model,
    vehicleYear: row.vehicle_year,
    vehicleColor: row.vehicle_color,
    licensePlate: row.license_plate,
    vehicleType: row.vehicle_type,
    fuelType: row.fuel_type,
    vehicleDetails: {
      make: row.vehicle_make,
      model: row.vehicle_model,
      year: row.vehicle_year,
      color: row.vehicle_color,
    },
    description: row.description,
    estimatedPrice: row.estimated_price,
    finalPrice: numberOrNull(row.final_price),
    towingEquipmentId: row.towing_equipment_id,
    offeredTo: row.offered_to,
    scheduledAt: isoTimeOrNull(row.scheduled_at),
    createdAt: isoTime(row.created_at),
    acceptedAt: isoTimeOrNull(row.accepted_at),
    startedAt: isoTimeOrNull(row.started_at),
    completedAt: isoTimeOrNull(row.completed_at),
    cancelledAt: isoTimeOrNull(row.cancelled_at),
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    unassignedAt: isoTimeOrNull(row.unassigned_at),
    customerRating: row.customer_rating,
    customerReview: row.customer_review,
    providerRating: row.provider_rating,
    providerReview: row.provider_review,
    updatedAt: isoTime(row.updated_at),
  };
}
