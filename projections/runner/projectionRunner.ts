import type { Clock } from "../../domain/ports/clock";
import type { EventStore, Position } from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import type { Projection } from "../projection";
import { liveTarget } from "./batchTarget";
import { CatchUpPages } from "./catchUpPages";
import { commitBatch } from "./commitBatch";
import { LiveCommitGroup } from "./liveCommitGroup";
import type { NewEventsSignal } from "./newEventsSignal";
import type { ProjectionLock } from "./projectionLock";
import { ensureProjectionMeta } from "./projectionMeta";
import type { ProjectionStatus, RebuildProgress } from "./projectionStatus";
import { ProjectionWorker } from "./projectionWorker";
import { rebuildProjection } from "./rebuildProjection";
import { type RunnerLog, silentLog } from "./runnerLog";
import { DEFAULT_RUNNER_OPTIONS, type RunnerOptions } from "./runnerOptions";
import { storeAppendSignal } from "./storeAppendSignal";
import { TableMaintenance } from "./tableMaintenance";

export interface ProjectionRunnerDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  liveBus: LiveBus;
  projections: readonly Projection[];
  clock?: Clock;
  /**
   * Where live commit groups run (default `sql`). On PostgreSQL, a pool in pg's pipeline mode: a
   * group's projections apply side by side and their statements go out together (see LiveCommitGroup).
   */
  liveSql?: Sql;
  /** Defaults to one built on `store.subscribeAll`; infra may pass a LISTEN/NOTIFY one. */
  wakeup?: NewEventsSignal;
  options?: Partial<RunnerOptions>;
  log?: RunnerLog;
}

export interface ProjectionRunner {
  /** Prepares the bookkeeping schema and starts one worker per projection; does not wait for catch-up. */
  start(): Promise<void>;
  /** Lets each worker finish (and checkpoint) its current batch, then releases the locks. */
  stop(): Promise<void>;
  status(): ProjectionStatus[];
  onStatus(listener: (status: ProjectionStatus) => void): () => void;
  /** Replays one projection into fresh tables and swaps them in; the live tables serve meanwhile. */
  rebuild(
    name: string,
    options?: { onProgress?: (progress: RebuildProgress) => void; signal?: AbortSignal },
  ): Promise<void>;
  /** Read-your-writes: resolves once the named projections (default: all) have handled `position`. */
  waitForPosition(
    position: Position,
    options?: { projections?: readonly string[]; signal?: AbortSignal },
  ): Promise<void>;
}

const systemClock: Clock = { now: () => new Date() };

export function createProjectionRunner(deps: ProjectionRunnerDeps): ProjectionRunner {
  const names = deps.projections.map((p) => p.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) throw new Error(`two projections are named "${duplicate}"`);

  const options: RunnerOptions = { ...DEFAULT_RUNNER_OPTIONS, ...deps.options };
  const clock = deps.clock ?? systemClock;
  const log = deps.log ?? silentLog;
  const maintenance = new TableMaintenance(deps.sql, log, options.vacuumAfterCatchUpEvents);
  let wakeup: NewEventsSignal | undefined;
  let pages: CatchUpPages | undefined;
  let workers: ProjectionWorker[] = [];
  let stopping: AbortController | undefined;
  let running: Promise<void>[] = [];
  const statusListeners = new Set<(status: ProjectionStatus) => void>();

  const workerNamed = (name: string) => {
    const worker = workers.find((w) => w.projection.name === name);
    if (!worker) throw new Error(`no running projection named "${name}" (known: ${names.join(", ")})`);
    return worker;
  };

  return {
    async start() {
      if (stopping) throw new Error("the projection runner is already started");
      await ensureProjectionMeta(deps.sql);
      stopping = new AbortController();
      const signal = stopping.signal;
      const appendSignal =
        deps.wakeup ??
        storeAppendSignal(deps.store, { onError: (error) => log.warn({ error }, "append feed failed") });
      wakeup = appendSignal;
      pages = new CatchUpPages(deps.store, { pageSize: options.catchUpBatchSize });
      const liveCommits =
        options.liveCommitGroups > 0
          ? new LiveCommitGroup(
              deps.liveSql ?? deps.sql,
              (projection, batch) => commitBatch(deps.sql, projection, liveTarget(projection), batch),
              options.liveCommitGroups,
            )
          : undefined;
      workers = deps.projections.map(
        (projection) =>
          new ProjectionWorker(projection, {
            store: deps.store,
            sql: deps.sql,
            lock: deps.lock,
            liveBus: deps.liveBus,
            clock,
            wakeup: appendSignal,
            pages,
            liveCommits,
            maintenance,
            options,
            log,
          }),
      );
      for (const worker of workers) {
        worker.onStatus((status) => {
          for (const listener of statusListeners) listener(status);
        });
      }
      running = workers.map((worker) => worker.run(signal));
    },

    async stop() {
      stopping?.abort(new Error("the projection runner is stopping"));
      await Promise.all(running);
      // Only close the feed we opened; a wakeup passed in belongs to the caller.
      if (wakeup && wakeup !== deps.wakeup) await wakeup.close();
      running = [];
      stopping = undefined;
    },

    status: () => workers.map((w) => w.status()),

    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },

    async rebuild(name, rebuildOptions = {}) {
      const worker = workerNamed(name);
      const signal = rebuildOptions.signal ?? stopping?.signal ?? new AbortController().signal;
      await rebuildProjection(
        {
          store: deps.store,
          sql: deps.sql,
          lock: deps.lock,
          clock,
          batchSize: options.catchUpBatchSize,
          lockRetryMs: options.lockRetryMs,
          pages,
          maintenance,
          onProgress: (progress) => {
            rebuildOptions.onProgress?.(progress);
            worker.showRebuild(progress);
          },
        },
        worker.projection,
        signal,
      );
      worker.requestReload();
    },

    waitForPosition(position, waitOptions = {}) {
      const watched = (waitOptions.projections ?? names).map(workerNamed);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!watched.every((w) => w.hasReached(position))) return;
          cleanup();
          resolve();
        };
        const onAbort = () => {
          cleanup();
          reject(waitOptions.signal?.reason);
        };
        const unsubscribes = watched.map((w) => w.onStatus(check));
        const cleanup = () => {
          for (const unsubscribe of unsubscribes) unsubscribe();
          waitOptions.signal?.removeEventListener("abort", onAbort);
        };
        waitOptions.signal?.addEventListener("abort", onAbort, { once: true });
        check();
      });
    },
  };
}
