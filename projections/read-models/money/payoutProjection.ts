import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { PAYOUT, PAYOUT_DDL, PAYOUT_TABLES } from "./payoutSchema";

/** Announced after commit: the admins' payout runs and the captains' payouts read again. */
export const PAYOUT_CHANGED_TOPIC = "payout.changed";
export type PayoutChanged = { runId: string } | { providerId: string };

export const payoutProjection: Projection = {
  name: PAYOUT,
  version: 1,
  handles: ["PayoutAccountSet", "PayoutRunPrepared", "PayoutRunPaid"],
  tables: [...PAYOUT_TABLES, streamRevisionTable(PAYOUT)],

  async migrate(tx) {
    for (const statement of PAYOUT_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changes: ProjectionChange[] = [];
    for (const event of (await claimUnseenEvents(tx, PAYOUT, events)).map(parseRecorded)) {
      switch (event.type) {
        case "PayoutAccountSet": {
          const { providerId, iban, accountName, setAt } = event.data;
          await tx.query(
            `INSERT INTO payout_accounts (provider_id, iban, account_name, set_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (provider_id) DO UPDATE SET iban = excluded.iban, account_name = excluded.account_name,
               set_at = excluded.set_at`,
            [providerId, iban, accountName, setAt],
          );
          changes.push({ topic: PAYOUT_CHANGED_TOPIC, payload: { providerId } satisfies PayoutChanged });
          break;
        }
        case "PayoutRunPrepared": {
          const d = event.data;
          const total = d.lines.reduce((sum, line) => sum + line.transferFils, 0);
          await tx.query(
            `INSERT INTO payout_runs (run_id, week_start, week_end, status, lines, total_transfer_fils, prepared_by, prepared_at)
             VALUES ($1, $2::date, $3::date, 'PREPARED', $4::jsonb, $5, $6, $7) ON CONFLICT (run_id) DO NOTHING`,
            [
              d.runId,
              d.weekStart,
              d.weekEnd,
              JSON.stringify(d.lines),
              String(total),
              d.preparedBy,
              d.preparedAt,
            ],
          );
          changes.push({ topic: PAYOUT_CHANGED_TOPIC, payload: { runId: d.runId } satisfies PayoutChanged });
          break;
        }
        case "PayoutRunPaid": {
          const d = event.data;
          await tx.query(
            "UPDATE payout_runs SET status = 'PAID', paid_by = $2, paid_at = $3, bank_reference = $4 WHERE run_id = $1",
            [d.runId, d.paidBy, d.paidAt, d.bankReference],
          );
          changes.push({ topic: PAYOUT_CHANGED_TOPIC, payload: { runId: d.runId } satisfies PayoutChanged });
          break;
        }
      }
    }
    return changes;
  },
};
