import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const EMERGENCY_CONTACTS = "emergency_contacts";

/** Spec §3 Emergency contact; removed contacts are deleted. */
export const EMERGENCY_CONTACTS_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS emergency_contacts (
    id text PRIMARY KEY,
    user_id text NOT NULL,
    contact_name text NOT NULL,
    contact_phone text NOT NULL,
    relationship text NOT NULL,
    added_at timestamptz NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS emergency_contacts_by_user ON emergency_contacts (user_id, added_at)",
  streamRevisionDdl(EMERGENCY_CONTACTS),
];
