import type { Sql } from "../../../domain/ports/sql";

/** Spec §3 UserVehicle (GET /api/user-vehicles/{userId}). */
export interface UserVehicle {
  id: string;
  userId: string;
  vehicleName: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number | null;
  vehicleColor: string | null;
  licensePlate: string;
  vehicleType: string | null;
  fuelType: string | null;
  /** Shown as "Primary". */
  isDefault: boolean;
}

/** The primary vehicle first, then in the order they were added. */
export async function vehiclesOf(sql: Sql, userId: string): Promise<UserVehicle[]> {
  const { rows } = await sql.query<{
    id: string;
    user_id: string;
    vehicle_name: string;
    vehicle_make: string;
    vehicle_model: string;
    vehicle_year: number | null;
    vehicle_color: string | null;
    license_plate: string;
    vehicle_type: string | null;
    fuel_type: string | null;
    is_default: boolean;
  }>(
    `SELECT id, user_id, vehicle_name, vehicle_make, vehicle_model, vehicle_year, vehicle_color, license_plate,
            vehicle_type, fuel_type, is_default
       FROM rm.user_vehicles WHERE user_id = $1
      ORDER BY is_default DESC, added_at, id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    vehicleName: row.vehicle_name,
    vehicleMake: row.vehicle_make,
    vehicleModel: row.vehicle_model,
    vehicleYear: row.vehicle_year,
    vehicleColor: row.vehicle_color,
    licensePlate: row.license_plate,
    vehicleType: row.vehicle_type,
    fuelType: row.fuel_type,
    isDefault: row.is_default,
  }));
}
