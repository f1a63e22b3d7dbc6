import { formatPosition, type Position, parsePosition, type Role } from "../../domain/ports/eventStore";
import type { Sql, SqlParam } from "../../domain/ports/sql";
import { DomainError } from "../../domain/shared/domainError";
import { READ_MODEL_SCHEMA } from "../projection";

export interface AuditLogFilter {
  streamId?: string;
  eventType?: string;
  actorUserId?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  /** Default 50, at most 500. */
  limit?: number;
}

export interface AuditLogEntry {
  /** "commit/prepare": the event's place in `$all`. */
  position: string;
  eventId: string;
  streamId: string;
  revision: string;
  type: string;
  actor: { userId: string; role: Role };
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  schemaVersion: number;
  data: unknown;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

interface Row {
  commit_position: string;
  global_position: string;
  event_id: string;
  stream_id: string;
  stream_revision: string;
  event_type: string;
  actor_user_id: string;
  actor_role: Role;
  correlation_id: string;
  causation_id: string | null;
  occurred_at: string;
  schema_version: number;
  data: unknown;
}

export const MAX_AUDIT_PAGE = 500;

/** Newest first, keyset-paged on the position (stable while new events keep arriving). */
export async function queryAuditLog(sql: Sql, filter: AuditLogFilter = {}): Promise<AuditLogPage> {
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? 50)), MAX_AUDIT_PAGE);
  const where: string[] = [];
  const params: SqlParam[] = [];
  const add = (condition: (placeholder: string) => string, value: SqlParam) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (filter.streamId !== undefined) add((p) => `stream_id = ${p}`, filter.streamId);
  if (filter.eventType !== undefined) add((p) => `event_type = ${p}`, filter.eventType);
  if (filter.actorUserId !== undefined) add((p) => `actor_user_id = ${p}`, filter.actorUserId);
  if (filter.from !== undefined) add((p) => `occurred_at >= ${p}::timestamptz`, filter.from.toISOString());
  if (filter.to !== undefined) add((p) => `occurred_at < ${p}::timestamptz`, filter.to.toISOString());
  if (filter.cursor !== undefined) {
    const before = cursorPosition(filter.cursor);
    params.push(before.commit.toString(), before.prepare.toString());
    where.push(
      `(commit_position, global_position) < ($${params.length - 1}::bigint, $${params.length}::bigint)`,
    );
  }
  params.push(limit + 1);
  const { rows } = await sql.query<Row>(
    `SELECT commit_position::text AS commit_position, global_position::text AS global_position, event_id, stream_id,
            stream_revision::text AS stream_revision, event_type, actor_user_id, actor_role, correlation_id,
            causation_id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at,
            schema_version, data
       FROM ${READ_MODEL_SCHEMA}.audit_log
      ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""}
      ORDER BY commit_position DESC, global_position DESC
      LIMIT $${params.length}`,
    params,
  );
  const entries = rows.slice(0, limit).map(toEntry);
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > limit && last ? last.position : null };
}

const INT8_MAX = 2n ** 63n - 1n;

/** A position this query handed out: "commit/prepare", both within PostgreSQL's bigint. */
function cursorPosition(cursor: string): Position {
  try {
    const position = parsePosition(cursor);
    const fits = (n: bigint) => n >= -INT8_MAX - 1n && n <= INT8_MAX;
    if (fits(position.commit) && fits(position.prepare)) return position;
  } catch {
    // fall through: a cursor that is not a position is the caller's mistake
  }
  throw new DomainError("bad_input", "input.unknownCursor", { field: "cursor" }, "cursor");
}

function toEntry(row: Row): AuditLogEntry {
  return {
    position: formatPosition({ commit: BigInt(row.commit_position), prepare: BigInt(row.global_position) }),
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: row.stream_revision,
    type: row.event_type,
    actor: { userId: row.actor_user_id, role: row.actor_role },
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    occurredAt: row.occurred_at,
    schemaVersion: row.schema_version,
    data: row.data,
  };
}
