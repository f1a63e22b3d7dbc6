import type { Sql } from "../../../domain/ports/sql";

/** Spec §3 Emergency contact (GET /api/emergency-contacts/{userId}). */
export interface EmergencyContact {
  id: string;
  userId: string;
  contactName: string;
  contactPhone: string;
  relationship: string;
}

export async function contactsOf(sql: Sql, userId: string): Promise<EmergencyContact[]> {
  const { rows } = await sql.query<{
    id: string;
    user_id: string;
    contact_name: string;
    contact_phone: string;
    relationship: string;
  }>(
    `SELECT id, user_id, contact_name, contact_phone, relationship
       FROM rm.emergency_contacts WHERE user_id = $1 ORDER BY added_at, id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    relationship: row.relationship,
  }));
}
