import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { EMERGENCY_CONTACTS, EMERGENCY_CONTACTS_DDL } from "./schema";

export const EMERGENCY_CONTACTS_CHANGED_TOPIC = "emergency_contacts.changed";

export const emergencyContactsProjection: Projection = {
  name: EMERGENCY_CONTACTS,
  version: 1,
  handles: ["EmergencyContactAdded", "EmergencyContactRemoved"],
  tables: [EMERGENCY_CONTACTS, streamRevisionTable(EMERGENCY_CONTACTS)],

  async migrate(tx) {
    for (const statement of EMERGENCY_CONTACTS_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changed = new Set<string>();
    for (const event of (await claimUnseenEvents(tx, EMERGENCY_CONTACTS, events)).map(parseRecorded)) {
      if (event.type === "EmergencyContactAdded") {
        const d = event.data;
        await tx.query(
          `INSERT INTO emergency_contacts (id, user_id, contact_name, contact_phone, relationship, added_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [d.contactId, d.accountId, d.contactName, d.contactPhone, d.relationship, d.addedAt],
        );
        changed.add(d.accountId);
      } else if (event.type === "EmergencyContactRemoved") {
        await tx.query("DELETE FROM emergency_contacts WHERE id = $1 AND user_id = $2", [
          event.data.contactId,
          event.data.accountId,
        ]);
        changed.add(event.data.accountId);
      }
    }
    return [...changed].map(
      (userId): ProjectionChange => ({
        topic: EMERGENCY_CONTACTS_CHANGED_TOPIC,
        payload: { userId },
      }),
    );
  },
};
