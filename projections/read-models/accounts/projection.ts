import type { Sql } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { ACCOUNTS, ACCOUNTS_DDL, CREDENTIALS_SCHEMA } from "./schema";

export const ACCOUNT_CHANGED_TOPIC = "accounts.changed";

/*
 * Rebuilds: `accounts` and `accounts_rating` are rebuilt in the runner's shadow schema like any
 * table, but `auth.credentials` is written in place, also during a rebuild. That is safe because a
 * credential row is only ever inserted (ON CONFLICT DO NOTHING): replaying history re-inserts what
 * is already there and never rolls a live credential back. A future event that changes a password
 * must update only when its time is newer than the row's, for the same reason.
 */
export const accountsProjection: Projection = {
  name: ACCOUNTS,
  version: 1,
  handles: ["AccountRegistered", "ProfileUpdated", "ReviewPosted"],
  tables: [ACCOUNTS, "accounts_rating", streamRevisionTable(ACCOUNTS)],

  async migrate(tx) {
    for (const statement of ACCOUNTS_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changed = new Set<string>();
    for (const event of await claimUnseenEvents(tx, ACCOUNTS, events)) {
      const accountId = await applyEvent(tx, parseRecorded(event));
      if (accountId) changed.add(accountId);
    }
    return [...changed].map(
      (accountId): ProjectionChange => ({ topic: ACCOUNT_CHANGED_TOPIC, payload: { accountId } }),
    );
  },
};

async function applyEvent(tx: Sql, event: RecordedReadModelEvent): Promise<string | null> {
  switch (event.type) {
    case "AccountRegistered": {
      const d = event.data;
      await tx.query(
        `INSERT INTO accounts (id, name, email, phone, user_type, city, latitude, longitude, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (id) DO NOTHING`,
        [d.accountId, d.name, d.email, d.phone, d.userType, d.city, d.latitude, d.longitude, d.registeredAt],
      );
      // The email claim stream makes emails unique before this; a clash here is skipped, not fatal to the batch.
      await tx.query(
        `INSERT INTO ${CREDENTIALS_SCHEMA}.credentials (account_id, email, password_hash, user_type, created_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [d.accountId, d.email, d.passwordHash, d.userType, d.registeredAt],
      );
      return d.accountId;
    }
    case "ProfileUpdated": {
      const d = event.data;
      await tx.query(
        `UPDATE accounts SET name = $2, phone = $3, address = $4, city = $5, emirates_id = $6, updated_at = $7
          WHERE id = $1`,
        [d.accountId, d.name, d.phone, d.address, d.city, d.emiratesId, d.updatedAt],
      );
      return d.accountId;
    }
    case "ReviewPosted":
      await tx.query(
        `INSERT INTO accounts_rating (account_id, rating_sum, rating_count) VALUES ($1, $2, 1)
         ON CONFLICT (account_id) DO UPDATE
           SET rating_sum = accounts_rating.rating_sum + excluded.rating_sum,
               rating_count = accounts_rating.rating_count + 1`,
        [event.data.revieweeId, event.data.rating],
      );
      return event.data.revieweeId;
    default:
      return null;
  }
}
