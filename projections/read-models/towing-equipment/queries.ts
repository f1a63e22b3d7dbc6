import type { Sql, SqlParam } from "../../../domain/ports/sql";
import { DEFAULT_LOCATION } from "../../../domain/rules/emirates";
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
  /** Spec §7: lat and lng default to central Dubai. */
  near?: NearPoint;
  limit?: number;
}

/**
 * GET /api/towing/equipment/compatible/{vehicleType}?lat&lng: trucks that can carry the vehicle and
 * can be booked now (available, provider online), nearest first.
 */
export function compatibleEquipment(sql: Sql, query: CompatibleEquipmentQuery): Promise<TowingTruck[]> {
  return findTrucks(sql, {
    near: query.near ?? DEFAULT_LOCATION,
    vehicleType: query.vehicleType,
    limit: query.limit ?? 50,
    bookableOnly: true,
  });
}

export interface AvailableEquipmentQuery {
  near?: NearPoint;
  limit?: number;
}

/** GET /api/towing/equipment/available: available trucks of online providers, nearest first when a point is given. */
export function availableEquipment(sql: Sql, query: AvailableEquipmentQuery = {}): Promise<TowingTruck[]> {
  return findTrucks(sql, {
    near: query.near ?? null,
    vehicleType: null,
    limit: query.limit ?? 200,
    bookableOnly: true,
  });
}

/** A provider's whole fleet, available or not (their own fleet screen). */
export function equipmentOfProvider(sql: Sql, providerId: string): Promise<TowingTruck[]> {
  return findTrucks(sql, { near: null, vehicleType: null, limit: 500, bookableOnly: false, providerId });
}

/** The fleets of several providers in one query (GraphQL batches provider → equipment with it). */
export async function equipmentOfProviders(
  sql: Sql,
  providerIds: readonly string[],
): Promise<Map<string, TowingTruck[]>> {
  const byProvider = new Map<string, TowingTruck[]>(providerIds.map((id) => [id, []]));
  if (providerIds.length === 0) return byProvider;
  const { rows } = await sql.query<Row>(
    `SELECT t.id, t.provider_id, t.truck_name, t.truck_type, t.capacity_kg, t.compatible_vehicles, t.features,
            t.is_available, p.latitude, p.longitude, p.name AS provider_name, p.online AS provider_online,
            CASE WHEN p.rating_count > 0 THEN p.rating_sum::float8 / p.rating_count END AS provider_rating,
            NULL::float8 AS distance_km
       FROM rm.towing_equipment t
       LEFT JOIN rm.provider_directory p ON p.provider_id = t.provider_id
      WHERE t.provider_id = ANY($1::text[])
      ORDER BY t.provider_id, t.truck_name, t.id`,
    [[...providerIds]],
  );
  for (const row of rows) byProvider.get(row.provider_id)?.push(toTruck(row));
  return byProvider;
}

interface TruckFilter {
  near: NearPoint | null;
  vehicleType: string | null;
  limit: number;
  bookableOnly: boolean;
  providerId?: string;
}

async function findTrucks(sql: Sql, filter: TruckFilter): Promise<TowingTruck[]> {
  if (!Number.isInteger(filter.limit) || filter.limit < 1 || filter.limit > 500) {
    throw new RangeError(`limit must be 1 to 500, got ${filter.limit}`);
  }
  const params: SqlParam[] = [filter.limit];
  const where: string[] = [];
  if (filter.bookableOnly) where.push("t.is_available", "p.online");
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
    `SELECT t.id, t.provider_id, t.truck_name, t.truck_type, t.capacity_kg, t.compatible_vehicles, t.features,
            t.is_available, p.latitude, p.longitude, p.name AS provider_name, p.online AS provider_online,
            CASE WHEN p.rating_count > 0 THEN p.rating_sum::float8 / p.rating_count END AS provider_rating,
            ${distance} AS distance_km
       FROM rm.towing_equipment t
       LEFT JOIN rm.provider_directory p ON p.provider_id = t.provider_id
      ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""}
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
    isAvailable: row.is_available,
    currentLatitude: row.latitude,
    currentLongitude: row.longitude,
    provider: { name: row.provider_name, rating: row.provider_rating, online: row.provider_online ?? false },
    distanceKm: row.distance_km,
  };
}
