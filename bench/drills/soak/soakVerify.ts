import type pg from "pg";
import type { DrillChecks } from "../drillReport";
import { is2xx, type SoakCommand, type SoakCommandKind } from "./soakLedger";

/** The event each command appends once, whatever else (dispatch, offers) follows from it. */
const PRIMARY_EVENT: Record<SoakCommandKind, string> = {
  book: "ServiceRequested",
  accept: "JobAccepted",
  start: "JobStarted",
  complete: "JobCompleted",
  cancel: "RequestCancelled",
  chat: "ChatMessageSent",
};
/** The request's status in the read model after each command (the job's last 2xx one decides). */
const STATUS_AFTER: Partial<Record<SoakCommandKind, string>> = {
  book: "pending",
  accept: "accepted",
  start: "in-progress",
  complete: "completed",
  cancel: "cancelled",
};

/**
 * Nothing lost, nothing doubled: every command answered 2xx is in the store exactly once (its
 * primary event, found by the correlation id it was sent with) and in the read models (the job's
 * row once, at the status its last answered step left it; each chat message once); no event
 * carries the drill's ids that the traffic did not send.
 */
export async function verifySoak(
  commands: SoakCommand[],
  prefix: string,
  pool: pg.Pool,
  checks: DrillChecks,
  log: (line: string) => void,
): Promise<{ events: number; rows: number; chatRows: number }> {
  const { rows: events } = await pool.query<{ correlation: string; type: string; n: number }>(
    `SELECT metadata->>'correlationId' AS correlation, type, count(*)::int AS n
       FROM events WHERE metadata->>'correlationId' LIKE $1 GROUP BY 1, 2`,
    [`${prefix}-%`],
  );
  const byCorrelation = new Map<string, Map<string, number>>();
  for (const e of events) {
    const types = byCorrelation.get(e.correlation) ?? new Map<string, number>();
    types.set(e.type, e.n);
    byCorrelation.set(e.correlation, types);
  }
  const primaryCount = (c: SoakCommand) =>
    byCorrelation.get(c.correlationId)?.get(PRIMARY_EVENT[c.kind]) ?? 0;
  const ok = commands.filter((c) => is2xx(c.status));
  const notOnce = ok.filter((c) => primaryCount(c) !== 1);
  checks.check(
    "every 2xx command is in the store exactly once",
    notOnce.length === 0 && ok.length > 0,
    `${ok.length - notOnce.length} of ${ok.length}${
      notOnce.length
        ? `; not once: ${notOnce
            .slice(0, 3)
            .map((c) => `${c.correlationId} ×${primaryCount(c)}`)
            .join(", ")}`
        : ""
    }`,
  );
  const sent = new Set(commands.map((c) => c.correlationId));
  const strays = events.filter((e) => !sent.has(e.correlation));
  const unanswered = commands.filter((c) => !is2xx(c.status));
  const committedAnyway = unanswered.filter((c) => primaryCount(c) > 0);
  checks.check(
    "nothing else was written (no event the traffic did not send)",
    strays.length === 0,
    `${strays.length} stray events; ${committedAnyway.length} of ${unanswered.length} commands without a 2xx committed all the same`,
  );

  const { rows: history } = await pool.query<{ description: string; status: string; n: number }>(
    `SELECT description, min(status) AS status, count(*)::int AS n
       FROM rm.request_history WHERE description LIKE $1 GROUP BY 1`,
    [`${prefix}-%`],
  );
  const rowOf = new Map(history.map((h) => [h.description, h]));
  const lastStep = new Map<string, SoakCommandKind>();
  for (const c of ok) if (STATUS_AFTER[c.kind]) lastStep.set(c.description, c.kind);
  const wrongRows = [...lastStep].filter(([description, kind]) => {
    const row = rowOf.get(description);
    if (row?.n !== 1) return true;
    const expected = STATUS_AFTER[kind]!;
    // A booking nobody went on with may be unassigned by dispatch once its offer lapsed.
    return !(row.status === expected || (expected === "pending" && row.status === "unassigned"));
  });
  const { rows: chat } = await pool.query<{ content: string; n: number }>(
    "SELECT content, count(*)::int AS n FROM rm.chat_messages WHERE content LIKE $1 GROUP BY 1",
    [`${prefix}-%`],
  );
  const chatCount = new Map(chat.map((c) => [c.content, c.n]));
  const okChat = ok.filter((c) => c.kind === "chat");
  const chatNotOnce = okChat.filter((c) => chatCount.get(c.content!) !== 1);
  checks.check(
    "every 2xx command is in the read models exactly once",
    wrongRows.length === 0 && chatNotOnce.length === 0 && lastStep.size > 0,
    `${lastStep.size - wrongRows.length} of ${lastStep.size} jobs at the status of their last step, ${okChat.length - chatNotOnce.length} of ${okChat.length} chat messages${
      wrongRows.length
        ? `; e.g. ${wrongRows[0]![0]} is ${rowOf.get(wrongRows[0]![0])?.status ?? "missing"} ×${rowOf.get(wrongRows[0]![0])?.n ?? 0} after ${wrongRows[0]![1]}`
        : ""
    }`,
  );
  const total = events.reduce((n, e) => n + e.n, 0);
  log(
    `store: ${total} events carry the drill's ids; read models: ${history.length} jobs, ${chat.length} chat messages`,
  );
  return { events: total, rows: history.length, chatRows: chat.length };
}
