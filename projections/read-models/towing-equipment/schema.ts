import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const TOWING_EQUIPMENT = "towing_equipment";

/**
 * Spec §3 Towing equipment. The truck's position and its provider's name and rating are not copied
 * here: queries join rm.provider_directory, so they are never stale (the truck is where its captain is).
 */
export const TOWING_EQUIPMENT_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS towing_equipment (
    id text PRIMARY KEY,
    provider_id text NOT NULL,
    truck_name text NOT NULL,
    truck_type text NOT NULL,
    capacity_kg integer NOT NULL,
    compatible_vehicles text[] NOT NULL,
    features text[] NOT NULL,
    -- The truck's number plate; '' for trucks added before plates were asked for.
    plate text NOT NULL DEFAULT '',
    is_available boolean NOT NULL DEFAULT true,
    availability_changed_at timestamptz,
    added_at timestamptz NOT NULL,
    -- The captain retired the truck: never listed, offered or booked again (kept for past jobs).
    retired_at timestamptz
  )`,
  `CREATE INDEX IF NOT EXISTS towing_equipment_by_provider ON towing_equipment (provider_id)`,
  `CREATE INDEX IF NOT EXISTS towing_equipment_compatible ON towing_equipment USING gin (compatible_vehicles)`,
  streamRevisionDdl(TOWING_EQUIPMENT),
];
