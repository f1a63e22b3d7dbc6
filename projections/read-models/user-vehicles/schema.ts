import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const USER_VEHICLES = "user_vehicles";

/** Spec §3 UserVehicle: the saved vehicles ("My Fleet"); removed vehicles are deleted. */
export const USER_VEHICLES_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS user_vehicles (
    id text PRIMARY KEY,
    user_id text NOT NULL,
    vehicle_name text NOT NULL,
    vehicle_make text NOT NULL,
    vehicle_model text NOT NULL,
    vehicle_year integer,
    vehicle_color text,
    license_plate text NOT NULL,
    vehicle_type text,
    fuel_type text,
    is_default boolean NOT NULL,
    added_at timestamptz NOT NULL
  )`,
  streamRevisionDdl(USER_VEHICLES),
];

/** Only the queries read by these: built once a replay has caught up (Projection.indexes). */
export const USER_VEHICLES_INDEXES: readonly string[] = [
  "CREATE INDEX IF NOT EXISTS user_vehicles_by_user ON user_vehicles (user_id, added_at)",
];
