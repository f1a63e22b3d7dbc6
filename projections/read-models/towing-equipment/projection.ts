import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { TOWING_EQUIPMENT, TOWING_EQUIPMENT_DDL } from "./schema";

export const TOWING_EQUIPMENT_CHANGED_TOPIC = "towing_equipment.changed";

export const towingEquipmentProjection: Projection = {
  name: TOWING_EQUIPMENT,
  // 2: plates, TowingEquipmentEdited and TowingEquipmentRetired (issue 19).
  version: 2,
  handles: [
    "TowingEquipmentAdded",
    "TowingEquipmentAvailabilityChanged",
    "TowingEquipmentEdited",
    "TowingEquipmentRetired",
  ],
  tables: [TOWING_EQUIPMENT, streamRevisionTable(TOWING_EQUIPMENT)],

  async migrate(tx) {
    for (const statement of TOWING_EQUIPMENT_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changes: ProjectionChange[] = [];
    for (const event of (await claimUnseenEvents(tx, TOWING_EQUIPMENT, events)).map(parseRecorded)) {
      if (event.type === "TowingEquipmentAdded") {
        const d = event.data;
        await tx.query(
          `INSERT INTO towing_equipment (id, provider_id, truck_name, truck_type, capacity_kg,
             compatible_vehicles, features, added_at, plate)
           VALUES ($1, $2, $3, $4, $5, $6::text[], $7::text[], $8, $9)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.equipmentId,
            d.providerId,
            d.truckName,
            d.truckType,
            d.capacityKg,
            d.compatibleVehicles,
            d.features,
            d.addedAt,
            d.plate,
          ],
        );
        changes.push(change(d.equipmentId, d.providerId));
      } else if (event.type === "TowingEquipmentAvailabilityChanged") {
        const d = event.data;
        await tx.query(
          `UPDATE towing_equipment SET is_available = $2, availability_changed_at = $3
            WHERE id = $1 AND (availability_changed_at IS NULL OR availability_changed_at <= $3)`,
          [d.equipmentId, d.isAvailable, d.changedAt],
        );
        changes.push(change(d.equipmentId, d.providerId));
      } else if (event.type === "TowingEquipmentEdited") {
        const d = event.data;
        // Only the captain's own truck: the id is theirs (the decider checked the fleet).
        await tx.query(
          `UPDATE towing_equipment SET truck_name = $3, truck_type = $4, capacity_kg = $5,
                  compatible_vehicles = $6::text[], features = $7::text[], plate = $8
            WHERE id = $1 AND provider_id = $2`,
          [
            d.equipmentId,
            d.providerId,
            d.truckName,
            d.truckType,
            d.capacityKg,
            d.compatibleVehicles,
            d.features,
            d.plate,
          ],
        );
        changes.push(change(d.equipmentId, d.providerId));
      } else if (event.type === "TowingEquipmentRetired") {
        const d = event.data;
        await tx.query(
          `UPDATE towing_equipment SET retired_at = $3 WHERE id = $1 AND provider_id = $2 AND retired_at IS NULL`,
          [d.equipmentId, d.providerId, d.retiredAt],
        );
        changes.push(change(d.equipmentId, d.providerId));
      }
    }
    return changes;
  },
};

const change = (equipmentId: string, providerId: string): ProjectionChange => ({
  topic: TOWING_EQUIPMENT_CHANGED_TOPIC,
  payload: { equipmentId, providerId },
});
