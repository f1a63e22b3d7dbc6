import pg from "pg";

/**
 * What the PostgreSQL server did in the background while a phase ran: checkpoints (their buffers
 * and time), the WAL written (full-page images count the pages first touched since a checkpoint),
 * and which autovacuum workers were seen at work, sampled a few times a second. A latency tail
 * measured beside a checkpoint or a vacuum of a million-row table says so here. Server-wide: on a
 * shared server, other databases' work is in these figures too (autovacuum names its database).
 */
export interface ServerActivity {
  checkpoints: number;
  checkpointBuffers: number;
  checkpointWriteMs: number;
  checkpointSyncMs: number;
  walBytes: number;
  walFullPageImages: number;
  /** Share of the samples in which at least one autovacuum worker was running. */
  autovacuumShare: number;
  /** What they were doing ("database: query"), each once. */
  autovacuumSeen: string[];
}

interface Counters {
  checkpoints: number;
  buffers: number;
  writeMs: number;
  syncMs: number;
  walBytes: number;
  walFpi: number;
}

const SAMPLE_EVERY_MS = 200;

async function counters(client: pg.Client, version: number): Promise<Counters> {
  // PostgreSQL 17 moved the checkpointer's counters out of pg_stat_bgwriter.
  const checkpointer =
    version >= 170000
      ? `SELECT num_timed + num_requested AS checkpoints, buffers_written AS buffers,
                write_time AS write_ms, sync_time AS sync_ms FROM pg_stat_checkpointer`
      : `SELECT checkpoints_timed + checkpoints_req AS checkpoints, buffers_checkpoint AS buffers,
                checkpoint_write_time AS write_ms, checkpoint_sync_time AS sync_ms FROM pg_stat_bgwriter`;
  const { rows } = await client.query<Record<string, string>>(
    `SELECT c.*, w.wal_bytes, w.wal_fpi FROM (${checkpointer}) c, pg_stat_wal w`,
  );
  const row = rows[0]!;
  return {
    checkpoints: Number(row.checkpoints),
    buffers: Number(row.buffers),
    writeMs: Number(row.write_ms),
    syncMs: Number(row.sync_ms),
    walBytes: Number(row.wal_bytes),
    walFpi: Number(row.wal_fpi),
  };
}

/** Starts watching; the returned function stops and reports. Uses one connection of its own. */
export async function watchServerActivity(url: string): Promise<() => Promise<ServerActivity>> {
  const client = new pg.Client({ connectionString: url, application_name: "bench server activity" });
  await client.connect();
  const version = Number((await client.query<{ v: string }>("SHOW server_version_num")).rows[0]!.v);
  const before = await counters(client, version);
  const seen = new Set<string>();
  let samples = 0;
  let busySamples = 0;
  let sampling: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      const { rows } = await client.query<{ what: string }>(
        `SELECT coalesce(datname, '?') || ': ' || regexp_replace(query, '^autovacuum: ', '') AS what
           FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND query <> ''`,
      );
      samples += 1;
      if (rows.length > 0) busySamples += 1;
      for (const { what } of rows) seen.add(what);
    });
  }, SAMPLE_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await sampling;
    const after = await counters(client, version);
    await client.end();
    return {
      checkpoints: after.checkpoints - before.checkpoints,
      checkpointBuffers: after.buffers - before.buffers,
      checkpointWriteMs: Math.round(after.writeMs - before.writeMs),
      checkpointSyncMs: Math.round(after.syncMs - before.syncMs),
      walBytes: after.walBytes - before.walBytes,
      walFullPageImages: after.walFpi - before.walFpi,
      autovacuumShare: samples === 0 ? 0 : Number((busySamples / samples).toFixed(2)),
      autovacuumSeen: [...seen].sort(),
    };
  };
}
