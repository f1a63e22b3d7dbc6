import type { Sql } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { BatchTable, type Row } from "../shared/batchTable";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { USER_VEHICLES, USER_VEHICLES_DDL, USER_VEHICLES_INDEXES } from "./schema";

export const USER_VEHICLES_CHANGED_TOPIC = "user_vehicles.changed";

export const userVehiclesProjection: Projection = {
  name: USER_VEHICLES,
  version: 1,
  handles: ["VehicleAdded", "VehicleRemoved", "DefaultVehicleChanged"],
  tables: [USER_VEHICLES, streamRevisionTable(USER_VEHICLES)],

  async migrate(tx) {
    for (const statement of USER_VEHICLES_DDL) await tx.query(statement);
  },

  indexes: USER_VEHICLES_INDEXES,

  async apply(events, tx) {
    const unseen = (await claimUnseenEvents(tx, USER_VEHICLES, events)).map(parseRecorded);
    if (unseen.length === 0) return [];
    const vehicles = await VehicleBatch.load(tx, unseen);
    const changed = new Set<string>();
    for (const event of unseen) {
      if (event.type === "VehicleAdded") {
        const d = event.data;
        vehicles.add({
          id: d.vehicleId,
          user_id: d.accountId,
          vehicle_name: d.vehicleName,
          vehicle_make: d.vehicleMake,
          vehicle_model: d.vehicleModel,
          vehicle_year: d.vehicleYear,
          vehicle_color: d.vehicleColor,
          license_plate: d.licensePlate,
          vehicle_type: d.vehicleType,
          fuel_type: d.fuelType,
          is_default: d.isDefault,
          added_at: d.addedAt,
        });
        if (d.isDefault) vehicles.makeDefault(d.accountId, d.vehicleId);
        changed.add(d.accountId);
      } else if (event.type === "VehicleRemoved") {
        vehicles.remove(event.data.accountId, event.data.vehicleId);
        changed.add(event.data.accountId);
      } else if (event.type === "DefaultVehicleChanged") {
        vehicles.makeDefault(event.data.accountId, event.data.vehicleId);
        changed.add(event.data.accountId);
      }
    }
    await vehicles.flush(tx);
    return [...changed].map(
      (userId): ProjectionChange => ({ topic: USER_VEHICLES_CHANGED_TOPIC, payload: { userId } }),
    );
  },
};

interface VehicleRow extends Row {
  id: string;
  user_id: string;
  is_default: boolean;
}

/**
 * A batch folded in memory (shared/batchTable.ts): every vehicle of the users the batch concerns
 * (a new primary vehicle demotes the others), and the vehicles it names, read in two statements
 * and written back in at most two — not two statements per VehicleAdded, as row by row.
 */
class VehicleBatch {
  private readonly table = new BatchTable<VehicleRow>(USER_VEHICLES, ["id"]);
  /** Vehicle ids per user, of the rows present in memory. */
  private readonly byUser = new Map<string, Set<string>>();

  static async load(tx: Sql, events: readonly RecordedReadModelEvent[]): Promise<VehicleBatch> {
    const batch = new VehicleBatch();
    const users = new Set<string>();
    const ids: string[][] = [];
    for (const event of events) {
      if (event.type === "VehicleAdded" || event.type === "VehicleRemoved") {
        users.add(event.data.accountId);
        ids.push([event.data.vehicleId]);
      } else if (event.type === "DefaultVehicleChanged") users.add(event.data.accountId);
    }
    await batch.table.loadWhere(tx, "user_id", users);
    // A vehicle id may be taken by another user's vehicle (then VehicleAdded changes nothing).
    await batch.table.load(tx, ids);
    for (const row of batch.table.present()) batch.index(row);
    return batch;
  }

  private index(row: VehicleRow): void {
    const ids = this.byUser.get(row.user_id) ?? new Set<string>();
    ids.add(row.id);
    this.byUser.set(row.user_id, ids);
  }

  /** As INSERT ... ON CONFLICT (id) DO NOTHING. */
  add(row: VehicleRow): void {
    if (this.table.get(row.id)) return;
    this.table.put(row);
    this.index(row);
  }

  /** As DELETE ... WHERE id = $vehicle AND user_id = $user. */
  remove(userId: string, vehicleId: string): void {
    if (this.table.get(vehicleId)?.user_id !== userId) return;
    this.table.delete(vehicleId);
    this.byUser.get(userId)?.delete(vehicleId);
  }

  /** One primary vehicle per user: the newly chosen one, and no other. */
  makeDefault(userId: string, vehicleId: string): void {
    for (const id of this.byUser.get(userId) ?? []) {
      const row = this.table.get(id);
      if (!row) continue;
      const isDefault = id === vehicleId;
      if (row.is_default !== isDefault) this.table.put({ ...row, is_default: isDefault });
    }
  }

  flush(tx: Sql): Promise<void> {
    return this.table.flush(tx);
  }
}
