import type { BackoffOptions } from "./backoff";

export interface RunnerOptions {
  /** Events per transaction while behind (replay, rebuild): few, large transactions. */
  catchUpBatchSize: number;
  /**
   * Events per transaction when live. A live batch that comes back full makes the next read a
   * catch-up batch, committed alone rather than in the live commit group; at a few hundred commands
   * per second 50 was reached between two group commits, so every few groups each projection paid
   * a transaction of its own. Read-model transactions do not hold back `$all`'s horizon (they
   * declare themselves, see commitBatch.ts), so a bigger live batch delays no reader.
   */
  liveBatchSize: number;
  /**
   * Live batches of different projections that are ready together commit in one transaction
   * (LiveCommitGroup) instead of one each; this many such transactions run at once, 0 turns
   * grouping off (each batch commits alone, as while catching up).
   */
  liveCommitGroups: number;
  /** Retry of a failing batch (or store read). */
  retry: BackoffOptions;
  /** How often a standby runner asks for a lock another process holds. */
  lockRetryMs: number;
  /** An idle projection whose types are rare persists "nothing up to the head" this often at most. */
  idleCheckpointMs: number;
  /** Wake an idle worker after this long even without an append signal (a safety net, not polling). */
  idleWakeMs: number;
  /** `projection.progress` is published on state changes and at most this often otherwise. */
  progressEveryMs: number;
  /**
   * A catch-up (replay, rebuild) that applied at least this many events ends with VACUUM (ANALYZE)
   * of the projection's tables before it counts as caught up (see TableMaintenance); 0: never.
   */
  vacuumAfterCatchUpEvents: number;
}

export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = {
  // Large: a batch is folded in memory, so its cost is a few statements plus its rows.
  catchUpBatchSize: 5000,
  // A busy second's share of one projection's events: a backlog stays in the live commit group.
  liveBatchSize: 200,
  // Two: one group commits while the next forms and applies. Measured on 2 idle cores at 200
  // commands/s, 16 projections: p99 lag 60–92 ms with 2, 146–191 with 1, 131–164 with grouping off.
  liveCommitGroups: 2,
  retry: { initialMs: 100, maxMs: 30_000 },
  lockRetryMs: 1000,
  idleCheckpointMs: 5000,
  idleWakeMs: 10_000,
  progressEveryMs: 500,
  // Bulk, not a restart's backlog: a few seconds of commands are left to autovacuum.
  vacuumAfterCatchUpEvents: 20_000,
};
