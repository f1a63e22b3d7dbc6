import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { ACCOUNT_SUSPENDED_CLOSE_REASON, SESSION_REVOKED_TOPIC } from "./sessionSockets";

/**
 * Ends every session of one account (an admin suspended it): the rows go, and each ending is
 * announced as a logout would be, so every node forgets the cached session and closes its sockets
 * (graphql-ws and `/ws`) at once. Returns how many sessions ended.
 */
export async function endSessionsOf(sql: Sql, bus: LiveBus, accountId: string): Promise<number> {
  const { rows } = await sql.query<{ token_digest: string }>(
    "DELETE FROM auth.sessions WHERE account_id = $1 RETURNING token_digest",
    [accountId],
  );
  for (const row of rows)
    await bus.publish({
      topic: SESSION_REVOKED_TOPIC,
      payload: { digest: row.token_digest, closeReason: ACCOUNT_SUSPENDED_CLOSE_REASON },
    });
  return rows.length;
}
