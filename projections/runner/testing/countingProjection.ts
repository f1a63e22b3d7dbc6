import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { Projection } from "../../projection";

export interface CountingProjectionOptions {
  name?: string;
  version?: number;
  handles?: readonly string[];
  /** Thrown from `apply` after the rows are written, to prove the transaction takes them back. */
  failOn?: (event: RecordedEvent) => boolean;
}

/**
 * A small projection for runner tests: one row per event it handles, and a per-stream count that
 * only counts rows it really inserted (so a redelivered event changes nothing, and a doubled one
 * would show). Version 2 also records the event type in the counts table, so a rebuild is visible.
 */
export function countingProjection(options: CountingProjectionOptions = {}): Projection {
  const name = options.name ?? "test_counting";
  const version = options.version ?? 1;
  const events = `${name}_events`;
  const counts = `${name}_counts`;
  return {
    name,
    version,
    handles: options.handles ?? ["ServiceRequested", "JobAccepted", "JobCompleted", "AccountRegistered"],
    tables: [events, counts],
    async migrate(tx) {
      await tx.query(`CREATE TABLE IF NOT EXISTS ${events} (
        commit_position bigint NOT NULL, global_position bigint NOT NULL, stream_id text NOT NULL, type text NOT NULL,
        PRIMARY KEY (commit_position, global_position))`);
      await tx.query(`CREATE TABLE IF NOT EXISTS ${counts} (
        stream_id text PRIMARY KEY, events integer NOT NULL${version >= 2 ? ", last_type text NOT NULL" : ""})`);
    },
    async apply(batch, tx) {
      const { rows } = await tx.query<{ stream_id: string; type: string }>(
        `INSERT INTO ${events} (commit_position, global_position, stream_id, type)
         SELECT c::bigint, g::bigint, s, t FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u(c, g, s, t)
         ON CONFLICT DO NOTHING RETURNING stream_id, type`,
        [
          batch.map((e) => e.position.commit.toString()),
          batch.map((e) => e.position.prepare.toString()),
          batch.map((e) => e.streamId),
          batch.map((e) => e.type),
        ],
      );
      for (const row of rows) {
        if (version >= 2) {
          await tx.query(
            `INSERT INTO ${counts} (stream_id, events, last_type) VALUES ($1, 1, $2)
             ON CONFLICT (stream_id) DO UPDATE SET events = ${counts}.events + 1, last_type = excluded.last_type`,
            [row.stream_id, row.type],
          );
        } else {
          await tx.query(
            `INSERT INTO ${counts} (stream_id, events) VALUES ($1, 1)
             ON CONFLICT (stream_id) DO UPDATE SET events = ${counts}.events + 1`,
            [row.stream_id],
          );
        }
      }
      const failing = options.failOn ? batch.find(options.failOn) : undefined;
      if (failing)
        throw new Error(`${name}: injected failure at ${failing.type} ${failing.metadata.eventId}`);
      return rows.length > 0 ? [{ topic: `${name}.changed`, payload: { inserted: rows.length } }] : [];
    },
  };
}
