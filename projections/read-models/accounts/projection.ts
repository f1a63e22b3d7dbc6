import type { Projection, ProjectionChange } from "../../projection";
import { BatchTable, insertNew, type Row } from "../shared/batchTable";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { lockAuthSchemaDdl } from "./authSchemaLock";
import { ACCOUNTS, ACCOUNTS_DDL, CREDENTIALS_TABLE } from "./schema";

export const ACCOUNT_CHANGED_TOPIC = "accounts.changed";

/*
 * Rebuilds: `accounts` and `accounts_rating` are rebuilt in the runner's shadow schema like any
 * table, but `auth.credentials` is written in place, also during a rebuild. That is safe because a
 * credential row is only ever inserted (ON CONFLICT DO NOTHING): replaying history re-inserts what
 * is already there and never rolls a live credential back. A password change or reset updates the
 * row only when its time is newer than the row's last change, for the same reason.
 */
export const accountsProjection: Projection = {
  name: ACCOUNTS,
  // 2: suspension columns (AccountSuspended, AccountReinstated); 3: email_verified (AccountEmailVerified);
  // 4: accounts_captain_approval (CaptainApproved, CaptainProfileCompleted) is isVerified; no is_verified column.
  // 5: preferred_language (PreferredLanguageSet).
  version: 5,
  handles: [
    "AccountRegistered",
    "ProfileUpdated",
    "ReviewPosted",
    "PasswordChanged",
    "PasswordReset",
    "AccountSuspended",
    "AccountReinstated",
    "AccountEmailVerified",
    "PreferredLanguageSet",
    "CaptainApproved",
    "CaptainProfileCompleted",
  ],
  tables: [ACCOUNTS, "accounts_rating", "accounts_captain_approval", streamRevisionTable(ACCOUNTS)],
  inPlaceTables: [CREDENTIALS_TABLE],

  async migrate(tx) {
    // It creates the `auth` schema too, which API nodes may be creating this very moment.
    await lockAuthSchemaDdl(tx);
    for (const statement of ACCOUNTS_DDL) await tx.query(statement);
  },

  /** In memory: profiles read once and written once, credentials inserted and ratings added per batch. */
  async apply(events, tx) {
    const unseen = (await claimUnseenEvents(tx, ACCOUNTS, events)).map(parseRecorded);
    const accounts = new BatchTable<Row & { id: string }>(ACCOUNTS, ["id"]);
    await accounts.load(
      tx,
      unseen.flatMap((event) =>
        event.type === "AccountRegistered" ||
        event.type === "ProfileUpdated" ||
        event.type === "AccountSuspended" ||
        event.type === "AccountReinstated" ||
        event.type === "AccountEmailVerified" ||
        event.type === "PreferredLanguageSet"
          ? [[event.data.accountId]]
          : [],
      ),
    );
    const credentials: Row[] = [];
    const newPasswords: { accountId: string; passwordHash: string; at: string }[] = [];
    const ratings = new Map<string, { sum: number; count: number }>();
    /** Each captain's approval after this batch (the last of their events in stream order). */
    const approvals = new Map<string, boolean>();
    const changed = new Set<string>();
    for (const event of unseen) {
      switch (event.type) {
        case "AccountRegistered": {
          const d = event.data;
          if (!accounts.get(d.accountId)) {
            accounts.put({
              id: d.accountId,
              name: d.name,
              email: d.email,
              phone: d.phone,
              user_type: d.userType,
              address: null,
              city: d.city,
              emirates_id: null,
              suspension_reason: null,
              suspended_at: null,
              email_verified: false,
              preferred_language: null,
              latitude: d.latitude,
              longitude: d.longitude,
              created_at: d.registeredAt,
              updated_at: d.registeredAt,
            });
          }
          // The email claim stream makes emails unique before this; a clash here is skipped, not fatal to the batch.
          credentials.push({
            account_id: d.accountId,
            email: d.email,
            password_hash: d.passwordHash,
            user_type: d.userType,
            created_at: d.registeredAt,
          });
          changed.add(d.accountId);
          break;
        }
        case "ProfileUpdated": {
          const d = event.data;
          const row = accounts.get(d.accountId);
          if (row) {
            Object.assign(row, {
              name: d.name,
              phone: d.phone,
              address: d.address,
              city: d.city,
              emirates_id: d.emiratesId,
              updated_at: d.updatedAt,
            });
            accounts.put(row);
          }
          changed.add(d.accountId);
          break;
        }
        case "AccountSuspended":
        case "AccountReinstated": {
          const d = event.data;
          const row = accounts.get(d.accountId);
          if (row) {
            const suspended = event.type === "AccountSuspended";
            Object.assign(row, {
              suspension_reason: suspended ? event.data.reason : null,
              suspended_at: suspended ? event.data.suspendedAt : null,
            });
            accounts.put(row);
          }
          changed.add(d.accountId);
          break;
        }
        case "AccountEmailVerified": {
          const row = accounts.get(event.data.accountId);
          if (row) accounts.put({ ...row, email_verified: true });
          changed.add(event.data.accountId);
          break;
        }
        case "PreferredLanguageSet": {
          const row = accounts.get(event.data.accountId);
          if (row) accounts.put({ ...row, preferred_language: event.data.language });
          changed.add(event.data.accountId);
          break;
        }
        // Spec §3 isVerified: an admin checked this captain's licence, insurance and Emirates ID. A
        // changed business profile is a new application, unverified until approved again (as the
        // domain's ProviderState.approved); papers lapsing by date show in the captain's status instead.
        // Kept apart from the profile row: the provider stream's events may come before the account's.
        case "CaptainApproved":
        case "CaptainProfileCompleted":
          approvals.set(event.data.providerId, event.type === "CaptainApproved");
          changed.add(event.data.providerId);
          break;
        case "ReviewPosted": {
          // Whole numbers: adding a batch's sum at once gives what adding one by one would.
          const rating = ratings.get(event.data.revieweeId) ?? { sum: 0, count: 0 };
          rating.sum += event.data.rating;
          rating.count += 1;
          ratings.set(event.data.revieweeId, rating);
          changed.add(event.data.revieweeId);
          break;
        }
        case "PasswordChanged":
          newPasswords.push({ ...event.data, at: event.data.changedAt });
          break;
        case "PasswordReset":
          newPasswords.push({ ...event.data, at: event.data.resetAt });
          break;
        default:
          break;
      }
    }
    await accounts.flush(tx);
    await insertNew(tx, CREDENTIALS_TABLE, credentials);
    // In event order, after the inserts: a sign-up and a change in one batch end with the change.
    for (const change of newPasswords) {
      await tx.query(
        `UPDATE ${CREDENTIALS_TABLE} SET password_hash = $2, password_changed_at = $3
         WHERE account_id = $1 AND (password_changed_at IS NULL OR password_changed_at < $3)`,
        [change.accountId, change.passwordHash, change.at],
      );
    }
    if (ratings.size > 0) {
      await tx.query(
        `INSERT INTO accounts_rating (account_id, rating_sum, rating_count)
         SELECT * FROM unnest($1::text[], $2::int[], $3::int[])
         ON CONFLICT (account_id) DO UPDATE
           SET rating_sum = accounts_rating.rating_sum + excluded.rating_sum,
               rating_count = accounts_rating.rating_count + excluded.rating_count`,
        [
          [...ratings.keys()],
          [...ratings.values()].map((r) => r.sum),
          [...ratings.values()].map((r) => r.count),
        ],
      );
    }
    if (approvals.size > 0) {
      await tx.query(
        `INSERT INTO accounts_captain_approval (account_id, approved)
         SELECT * FROM unnest($1::text[], $2::boolean[])
         ON CONFLICT (account_id) DO UPDATE SET approved = excluded.approved`,
        [[...approvals.keys()], [...approvals.values()]],
      );
    }
    return [...changed].map(
      (accountId): ProjectionChange => ({ topic: ACCOUNT_CHANGED_TOPIC, payload: { accountId } }),
    );
  },
};
