import type { Sql } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { USER_VEHICLES, USER_VEHICLES_DDL } from "./schema";

export const USER_VEHICLES_CHANGED_TOPIC = "user_vehicles.changed";

export const userVehiclesProjection: Projection = {
  name: USER_VEHICLES,
  version: 1,
  handles: ["VehicleAdded", "VehicleRemoved", "DefaultVehicleChanged"],
  tables: [USER_VEHICLES, streamRevisionTable(USER_VEHICLES)],

  async migrate(tx) {
    for (const statement of USER_VEHICLES_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changed = new Set<string>();
    for (const event of (await claimUnseenEvents(tx, USER_VEHICLES, events)).map(parseRecorded)) {
      if (event.type === "VehicleAdded") {
        const d = event.data;
        await tx.query(
          `INSERT INTO user_vehicles (id, user_id, vehicle_name, vehicle_make, vehicle_model, vehicle_year,
             vehicle_color, license_plate, vehicle_type, fuel_type, is_default, added_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.vehicleId,
            d.accountId,
            d.vehicleName,
            d.vehicleMake,
            d.vehicleModel,
            d.vehicleYear,
            d.vehicleColor,
            d.licensePlate,
            d.vehicleType,
            d.fuelType,
            d.isDefault,
            d.addedAt,
          ],
        );
        if (d.isDefault) await makeDefault(tx, d.accountId, d.vehicleId);
        changed.add(d.accountId);
      } else if (event.type === "VehicleRemoved") {
        await tx.query("DELETE FROM user_vehicles WHERE id = $1 AND user_id = $2", [
          event.data.vehicleId,
          event.data.accountId,
        ]);
        changed.add(event.data.accountId);
      } else if (event.type === "DefaultVehicleChanged") {
        await makeDefault(tx, event.data.accountId, event.data.vehicleId);
        changed.add(event.data.accountId);
      }
    }
    return [...changed].map(
      (userId): ProjectionChange => ({ topic: USER_VEHICLES_CHANGED_TOPIC, payload: { userId } }),
    );
  },
};

/** One primary vehicle per user: the newly chosen one, and no other. */
async function makeDefault(tx: Sql, userId: string, vehicleId: string): Promise<void> {
  await tx.query("UPDATE user_vehicles SET is_default = (id = $2) WHERE user_id = $1", [userId, vehicleId]);
}
