import type { Clock } from "../../domain/ports/clock";
import {
  comparePositions,
  type EventStore,
  formatPosition,
  type Position,
  START,
} from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { withAnalyticsViewsDropped } from "../analytics/analyticsViews";
import { type Projection, type ProjectionChange, READ_MODEL_SCHEMA } from "../projection";
import { abortableSleep } from "./abortableSleep";
import { backoffDelay } from "./backoff";
import { liveTarget, lockLiveWrites } from "./batchTarget";
import type { CatchUpPages } from "./catchUpPages";
import { CheckpointMoved } from "./checkpointMoved";
import { commitBatch, declareReadModelTransaction, useSchema } from "./commitBatch";
import { buildDeferredIndexes } from "./deferredIndexes";
import { createLiveCheckpoint, loadLiveCheckpoint } from "./liveCheckpoints";
import type { LiveCommitGroup } from "./liveCommitGroup";
import type { NewEventsSignal } from "./newEventsSignal";
import { type ProjectionLock, waitForLease } from "./projectionLock";
import {
  initialStatus,
  PROGRESS_TOPIC,
  type ProjectionStatus,
  type RebuildProgress,
} from "./projectionStatus";
import { type Batch, readNextBatch } from "./readNextBatch";
import { rebuildProjection } from "./rebuildProjection";
import type { RunnerLog } from "./runnerLog";
import type { RunnerOptions } from "./runnerOptions";
import { qualified } from "./sqlIdentifier";
import type { TableMaintenance } from "./tableMaintenance";

export interface WorkerDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  liveBus: LiveBus;
  clock: Clock;
  wakeup: NewEventsSignal;
  /** Pages of `$all` the catching-up workers share (see CatchUpPages). */
  pages?: CatchUpPages;
  /** Where live batches commit, grouped with other projections' (see LiveCommitGroup); else alone. */
  liveCommits?: LiveCommitGroup;
  /** Vacuums a projection's tables at the end of a catch-up that wrote many rows. */
  maintenance?: TableMaintenance;
  options: RunnerOptions;
  log: RunnerLog;
}

/**
 * Runs one projection: takes its lease, rebuilds it when the stored version is another, then
 * follows `$all` batch by batch, each batch and its checkpoint in one transaction. Errors are
 * retried with backoff and shown as `failed`, never skipped.
 */
export class ProjectionWorker {
  private current: ProjectionStatus;
  private position: Position = START;
  private head: Position = START;
  private readonly listeners = new Set<(status: ProjectionStatus) => void>();
  private lastProgressAt = 0;
  private reloadRequested = false;

  constructor(
    readonly projection: Projection,
    private readonly deps: WorkerDeps,
  ) {
    this.current = initialStatus(projection.name, projection.version, deps.clock.now());
  }

  status(): ProjectionStatus {
    return this.current;
  }

  /** True once the projection has handled everything up to `position` (its types or not). */
  hasReached(position: Position): boolean {
    return comparePositions(this.position, position) >= 0;
  }

  onStatus(listener: (status: ProjectionStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Someone else (a rebuild) moved the checkpoint: look again before the next batch. */
  requestReload(): void {
    this.reloadRequested = true;
    this.deps.wakeup.bump();
  }

  /** A rebuild running beside the live loop (the same version) reports through the worker's status. */
  showRebuild(rebuild: RebuildProgress): void {
    this.update({ rebuild });
  }

  /** Until `signal` aborts; a batch in flight is committed (with its checkpoint) before it returns. */
  async run(signal: AbortSignal): Promise<void> {
    let attempts = 0;
    while (!signal.aborted) {
      try {
        await this.holdLeaseAndFollow(signal);
        attempts = 0;
      } catch (error) {
        if (signal.aborted) break;
        attempts += 1;
        this.fail(error, attempts);
        await abortableSleep(backoffDelay(attempts, this.deps.options.retry), signal).catch(() => {});
      }
    }
    this.update({ state: "stopped" });
  }

  private async holdLeaseAndFollow(signal: AbortSignal): Promise<void> {
    const lease = await waitForLease(this.deps.lock, this.projection.name, {
      signal,
      retryMs: this.deps.options.lockRetryMs,
      onWaiting: () => this.update({ state: "standby" }),
    });
    try {
      await this.follow(AbortSignal.any([signal, lease.lost]));
    } finally {
      await lease
        .release()
        .catch((error: unknown) => this.deps.log.warn({ error }, "releasing a lease failed"));
    }
    if (lease.lost.aborted && !signal.aborted) throw new Error("lost the projection lock; taking it again");
  }

  private async follow(signal: AbortSignal): Promise<void> {
    const { options, wakeup, clock } = this.deps;
    let from = await this.prepare(signal);
    // Idle reads found nothing of ours between `from` (the stored checkpoint) and `scanned`: the next
    // read starts there, instead of rescanning every append since the last checkpoint write.
    let scanned = from;
    // The query-only indexes are built when the first catch-up ends (no-ops when they exist).
    let indexesPending = true;
    let catchingUp = true;
    /** Events committed since the last catch-up finished (or since `prepare`): how bulky the catch-up was. */
    let caughtUpEvents = 0;
    let persistedAt = clock.now().getTime();
    let failures = 0;
    while (!signal.aborted) {
      const seen = wakeup.generation();
      try {
        if (this.reloadRequested) {
          this.reloadRequested = false;
          from = await this.prepare(signal);
          scanned = from;
          indexesPending = true;
          caughtUpEvents = 0;
        }
        const limit = catchingUp ? options.catchUpBatchSize : options.liveBatchSize;
        const read = await readNextBatch(
          this.deps.store,
          this.projection,
          scanned,
          limit,
          wakeup.recent,
          this.deps.pages,
        );
        const batch = { ...read, from };
        this.head = batch.head;
        // A full batch without events of ours (a shared page of other types) is not the head: commit its checkpoint and go on.
        const idle = batch.events.length === 0 && !batch.full;
        const idleCheckpointDue =
          comparePositions(batch.to, from) > 0 &&
          clock.now().getTime() - persistedAt >= options.idleCheckpointMs;
        const finishCatchUp = indexesPending && !batch.full;
        if (idle && !idleCheckpointDue && !finishCatchUp) {
          this.caughtUp(batch);
          scanned = batch.to;
          failures = 0;
          await wakeup.waitBeyond(seen, signal, options.idleWakeMs);
          continue;
        }
        // Catching up, a batch is big enough to carry its own transaction; live ones share (LiveCommitGroup).
        const { liveCommits } = this.deps;
        const target = liveTarget(this.projection);
        if (finishCatchUp) {
          await buildDeferredIndexes(this.deps.sql, this.projection, target.schema);
          await this.deps.maintenance?.afterCatchUp(this.projection, target.schema, caughtUpEvents);
        }
        const changes =
          liveCommits && !catchingUp && !finishCatchUp
            ? await liveCommits.commit(this.projection, batch)
            : await commitBatch(this.deps.sql, this.projection, target, batch);
        if (finishCatchUp) {
          indexesPending = false;
          caughtUpEvents = 0;
        } else if (indexesPending) caughtUpEvents += batch.events.length;
        from = batch.to;
        scanned = from;
        persistedAt = clock.now().getTime();
        catchingUp = batch.full;
        failures = 0;
        if (idle) this.caughtUp(batch);
        else {
          this.committed(batch);
          this.logBatch(batch);
        }
        await this.announce(changes);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof CheckpointMoved) {
          from = await this.prepare(signal);
          scanned = from;
          indexesPending = true;
          caughtUpEvents = 0;
          continue;
        }
        failures += 1;
        this.fail(error, failures);
        await abortableSleep(backoffDelay(failures, options.retry), signal).catch(() => {});
      }
    }
  }

  /** Where the live tables stand; creates them on first run, rebuilds them when their version is another. */
  private async prepare(signal: AbortSignal): Promise<Position> {
    const { sql } = this.deps;
    const stored = await loadLiveCheckpoint(sql, this.projection.name);
    if (!stored) {
      await sql.transaction(async (tx) => {
        await declareReadModelTransaction(tx);
        await lockLiveWrites(tx, this.projection.name);
        // Without a checkpoint, whatever rows these tables hold are of unknown origin: start clean.
        const tables = this.projection.tables.map((t) => qualified(READ_MODEL_SCHEMA, t));
        // Analytics views over these tables would block the DROP; they come back over the new ones.
        await withAnalyticsViewsDropped(tx, async () => {
          if (tables.length > 0) await tx.query(`DROP TABLE IF EXISTS ${tables.join(", ")}`);
          await useSchema(tx, READ_MODEL_SCHEMA);
          await this.projection.migrate(tx);
        });
        await createLiveCheckpoint(tx, this.projection);
      });
      return this.prepare(signal);
    }
    if (stored.version !== this.projection.version) {
      this.update({ state: "rebuilding" });
      await rebuildProjection(
        {
          ...this.deps,
          batchSize: this.deps.options.catchUpBatchSize,
          lockRetryMs: this.deps.options.lockRetryMs,
          onProgress: (rebuild) => this.update({ state: "rebuilding", rebuild }),
          onChanges: (changes) => void this.announce(changes),
        },
        this.projection,
        signal,
      );
      return this.prepare(signal);
    }
    await sql.transaction(async (tx) => {
      await declareReadModelTransaction(tx);
      await useSchema(tx, READ_MODEL_SCHEMA);
      // Every start brings the analytics views to this build's definitions (and out of the way of
      // a migration that alters a column they read).
      await withAnalyticsViewsDropped(tx, () => this.projection.migrate(tx));
    });
    this.position = stored.position;
    this.update({ state: "catching-up", error: null });
    return stored.position;
  }

  private committed(batch: Batch): void {
    // Behind, the read model is about as stale as the newest event it has; at the head it is current.
    const newest = batch.events.at(-1);
    const lagMs =
      batch.full && newest ? this.deps.clock.now().getTime() - Date.parse(newest.metadata.occurredAt) : 0;
    this.position = batch.to;
    this.update({ state: batch.full ? "catching-up" : "live", lagMs: Math.max(0, lagMs), error: null });
  }

  /** The correlation id that a request logged and its events carry, now in the projection's log too. */
  private logBatch(batch: Batch): void {
    const { debug } = this.deps.log;
    if (!debug) return;
    const correlationIds = [...new Set(batch.events.map((e) => e.metadata.correlationId))];
    debug.call(
      this.deps.log,
      {
        projection: this.projection.name,
        events: batch.events.length,
        position: formatPosition(batch.to),
        correlationIds: correlationIds.slice(0, 20),
      },
      "projection batch committed",
    );
  }

  /** Nothing to apply up to the head (the checkpoint on disk may trail, harmlessly: nothing lies between). */
  private caughtUp(batch: Batch): void {
    this.position = batch.to;
    this.update({ state: "live", lagMs: 0, error: null });
  }

  private fail(error: unknown, attempts: number): void {
    const message = error instanceof Error ? error.message : String(error);
    const since = this.current.error?.since ?? this.deps.clock.now().toISOString();
    this.deps.log.error(
      { projection: this.projection.name, attempts, error },
      "projection batch failed; retrying",
    );
    this.update({ state: "failed", error: { message, attempts, since } });
  }

  private async announce(changes: readonly ProjectionChange[]): Promise<void> {
    for (const change of changes) {
      // Already committed: a failing subscriber must not turn into a retried (doubled) batch.
      await this.deps.liveBus
        .publish(change)
        .catch((error: unknown) =>
          this.deps.log.warn({ error, topic: change.topic }, "live bus publish failed"),
        );
    }
  }

  private update(patch: Partial<ProjectionStatus>): void {
    const now = this.deps.clock.now();
    const previous = this.current;
    this.current = {
      ...previous,
      ...patch,
      position: formatPosition(this.position),
      head: formatPosition(this.head),
      lagEvents: this.deps.store.eventsBetween(this.position, this.head),
      updatedAt: now.toISOString(),
    };
    for (const listener of this.listeners) listener(this.current);
    const stateChanged =
      previous.state !== this.current.state || previous.rebuild?.phase !== this.current.rebuild?.phase;
    if (stateChanged || now.getTime() - this.lastProgressAt >= this.deps.options.progressEveryMs) {
      this.lastProgressAt = now.getTime();
      this.deps.liveBus
        .publish({ topic: PROGRESS_TOPIC, payload: this.current })
        .catch((error: unknown) => this.deps.log.warn({ error }, "live bus publish failed"));
    }
  }
}
