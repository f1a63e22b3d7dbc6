import type { Sql, SqlParam } from "../../../domain/ports/sql";
import { DEFAULT_LOCATION } from "../../../domain/rules/emirates";
import { worksOnSql } from "../provider-directory/queries";
import { assertNearPoint, boundingBoxSql, haversineKmSql, type NearPoint } from "../shared/geoSql";

/** Spec §3 Towing equipment, as the map popups and the towing modal show it. */
export interface TowingTruck {
  id: string;
  providerId: string;
  truckName: string;
  truckType: string;
  /** kg */
  capacity: number;
  /** The spec sends these as JSON text lists; the REST facade stringifies, GraphQL keeps lists. */
  compatibleVehicles: string[];
  features: string[];
  /** The number plate; "" for trucks added before plates were asked for. */
  plate: string;
  isAvailable: boolean;
  /** Where the truck is: its provider's last known position. */
  currentLatitude: number | null;
  currentLongitude: number | null;
  provider: { name: string | null; rating: number | null; online: boolean };
  distanceKm: number | null;
}

interface Row {
  id: string;
  provider_id: string;
  truck_name: string;
  truck_type: string;
  capacity_kg: number;
  compatible_vehicles: string[];
  features: string[];
  plate: string;
  is_available: boolean;
  latitude: number | null;
  longitude: number | null;
  provider_name: string | null;
  provider_rating: number | null;
  provider_online: boolean | null;
  distance_km: number | null;
}

export interface CompatibleEquipmentQuery {
  vehicleType: string;
  /** Today's UAE date (from the clock): only trucks of captains who may work today. */
  today: string;
  /** Spec §7: lat and lng default to central Dubai. */
  near?: NearPoint;
  limit?: number;
}

/**
 * GET /api/towing/equipment/compatible/{vehicleType}?lat&lng: trucks that can carry the vehicle and
 * can be booked now (available, not retired, captain online and allowed to work today), nearest first.
 */
export function compatibleEquipment(sql: Sql, query: CompatibleEquipmentQuery): Promise<TowingTruck[]> {
  return findTrucks(sql, {
    near: query.near ?? DEFAULT_LOCATION,
    vehicleType: query.vehicleType,
    limit: query.limit ?? 50,
    bookableOn: query.today,
  });
}

export interface AvailableEquipmentQuery {
  /** Today's UAE date (from the clock): only trucks of captains who may work today. */
  today: string;
  near?: NearPoint;
  limit?: number;
}

/**
 * GET /api/towing/equipment/available: available trucks of online captains allowed to work today,
 * nearest first when a point is given.
 */
export function availableEquipment(sql: Sql, query: AvailableEquipmentQuery): Promise<TowingTruck[]> {
  return findTrucks(sql, {
    near: query.near ?? null,
    vehicleType: null,
    limit: query.limit ?? 200,
    bookableOn: query.today,
  });
}

/** A provider's fleet, available or not, retired trucks left out (their own fleet screen). */
export function equipmentOfProvider(sql: Sql, providerId: string): Promise<TowingTruck[]> {
  return findTrucks(sql, { near: null, vehicleType: null, limit: 500, bookableOn: null, providerId });
}

/** The fleets (retired trucks left out) of several providers in one query (GraphQL batches provider → equipment with it). */
export async function equipmentOfProviders(
  sql: Sql,
  providerIds: readonly string[],
): Promise<Map<string, TowingTruck[]>> {
  const byProvider = new Map<string, TowingTruck[]>(providerIds.map((id) => [id, []]));
  if (providerIds.length === 0) return byProvider;
  const { rows } = await sql.query<Row>(
    `SELECT ${TRUCK_COLUMNS}, NULL::float8 AS distance_km
       FROM rm.towing_equipment t
       LEFT JOIN rm.provider_directory p ON p.provider_id = t.provider_id
      WHERE t.provider_id = ANY($1::text[]) AND t.retired_at IS NULL
      ORDER BY t.provider_id, t.truck_name, t.id`,
    [[...providerIds]],
  );
  for (const row of rows) byProvider.get(row.provider_id)?.push(toTruck(row));
  return byProvider;
}

const TRUCK_COLUMNS = `t.id, t.provider_id, t.truck_name, t.truck_type, t.capacity_kg, t.compatible_vehicles,
  t.features, t.plate, t.is_available, p.latitude, p.longitude, p.name AS provider_name, p.online AS provider_online,
  CASE WHEN p.rating_count > 0 THEN p.rating_sum::float8 / p.rating_count END AS provider_rating`;

interface TruckFilter {
  near: NearPoint | null;
  vehicleType: string | null;
  limit: number;
  /** Only trucks a customer may book on this UAE date (YYYY-MM-DD); null: every truck. */
  bookableOn: string | null;
  providerId?: string;
}

async function findTrucks(sql: Sql, filter: TruckFilter): Promise<TowingTruck[]> {
  if (!Number.isInteger(filter.limit) || filter.limit < 1 || filter.limit > 500) {
    throw new RangeError(`limit must be 1 to 500, got ${filter.limit}`);
  }
  const params: SqlParam[] = [filter.limit];
  const where: string[] = ["t.retired_at IS NULL"];
  if (filter.bookableOn !== null) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(filter.bookableOn))
      throw new RangeError(`today must be YYYY-MM-DD, got ${filter.bookableOn}`);
    params.push(filter.bookableOn);
    where.push("t.is_available", "p.online", worksOnSql(`$${params.length}`, "p."));
  }
  if (filter.vehicleType !== null) {
    params.push([filter.vehicleType]);
    where.push(`t.compatible_vehicles @> $${params.length}::text[]`);
  }
  if (filter.providerId !== undefined) {
    params.push(filter.providerId);
    where.push(`t.provider_id = $${params.length}`);
  }
  let distance = "NULL::float8";
  let order = "t.provider_id, t.truck_name, t.id";
  if (filter.near) {
    assertNearPoint(filter.near);
    params.push(filter.near.latitude, filter.near.longitude);
    const center = { latitude: `$${params.length - 1}::float8`, longitude: `$${params.length}::float8` };
    const position = { latitude: "p.latitude", longitude: "p.longitude" };
    distance = haversineKmSql(center, position);
    if (filter.near.radiusKm !== undefined) {
      params.push(filter.near.radiusKm);
      const radius = `$${params.length}::float8`;
      where.push(boundingBoxSql(position, center, radius), `${distance} <= ${radius}`);
    }
    order = "distance_km NULLS LAST, t.id";
  }
  const { rows } = await sql.query<Row>(
    `SELECT ${TRUCK_COLUMNS}, ${distance} AS distance_km
       FROM rm.towing_equipment t
       LEFT JOIN rm.provider_directory p ON p.provider_id = t.provider_id
      WHERE ${where.join(" AND ")}
      ORDER BY ${order}
      LIMIT $1`,
    params,
  );
  return rows.map(toTruck);
}

function toTruck(row: Row): TowingTruck {
  return {
    id: row.id,
    providerId: row.provider_id,
    truckName: row.truck_name,
    truckType: row.truck_type,
    capacity: row.capacity_kg,
    compatibleVehicles: row.compatible_vehicles,
    features: row.features,
    plate: row.plate,
    isAvailable: row.is_available,
    currentLatitude: row.latitude,
    currentLongitude: row.longitude,
    provider: { name: row.provider_name, rating: row.provider_rating, online: row.provider_online ?? false },
    distanceKm: row.distance_km,
  };
}
