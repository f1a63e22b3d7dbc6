import type { CommandDeps } from "../../command-api/commandDeps";
import {
  type DirectoryProvider,
  loadOnlineProviders,
  loadProviders,
} from "../../command-api/dispatch/directoryProviders";
import { DispatchProcess, type DispatchProcessDeps } from "../../command-api/dispatch/dispatchProcess";
import { type DispatchTimers, realTimers } from "../../command-api/dispatch/dispatchTimers";
import { ProviderGeoIndex } from "../../command-api/dispatch/providerGeoIndex";
import { type RoutePosition, RouteRecorder } from "../../command-api/dispatch/routeRecorder";
import { uaeToday } from "../../command-api/uaeToday";
import type { DispatchPolicy } from "../../domain/dispatch/dispatchPolicy";
import type { EventStore } from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { requestStream } from "../../domain/streams";
import {
  busyProviders,
  DISPATCH_CHANGED_TOPIC,
  type DispatchQueueChange,
  dispatchQueueProjection,
  openDispatchRequests,
} from "../../projections/dispatch-queue/dispatchQueueProjection";
import { PROVIDER_CHANGED_TOPIC } from "../../projections/read-models/provider-directory/projection";
import { TOWING_EQUIPMENT_CHANGED_TOPIC } from "../../projections/read-models/towing-equipment/projection";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";

export interface DispatchDeps {
  store: EventStore;
  /** The read models: the provider directory to start from, and dispatch's own queue tables. */
  sql: Sql;
  lock: ProjectionLock;
  liveBus: LiveBus;
  commands: CommandDeps;
  /** Live positions (the /ws channel and reportLocation feed it). */
  positions: { onPosition(listener: (position: RoutePosition) => void): () => void };
  policy: DispatchPolicy;
  routeSampleMs: number;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    debug(details: object, message: string): void;
  };
  timers?: DispatchTimers;
  onStep?: DispatchProcessDeps["onStep"];
  /**
   * The node's append feed, shared with its read-model runner: without it the queue's runner opens
   * a `$all` subscription of its own, which reads (and decodes) every new event a second time.
   * The caller keeps it open until dispatch has stopped, and closes it.
   */
  appendFeed?: NewEventsSignal;
}

export interface RunningDispatch {
  process: DispatchProcess;
  index: ProviderGeoIndex;
  runner: ProjectionRunner;
  stop(): Promise<void>;
}

/** Directory changes arrive in bursts (a batch of events); they are re-read together after this pause. */
const REFRESH_DELAY_MS = 100;

/** Appends dispatch answers at once when the store hints at them: a new request, a decline. */
const HINTED_TYPES: ReadonlySet<string> = new Set(["ServiceRequested", "JobDeclined"]);
const REQUEST_STREAM_PREFIX = requestStream("");

/**
 * Dispatch, self-contained: the geo index of online providers (from the directory, then kept current
 * by directory changes and live positions), the queue projection on its own runner (its checkpoint
 * and single-instance lock), the process manager fed by that projection, and the route recorder.
 * Run it where one instance should run (the lock makes a second one a standby).
 */
export async function startDispatch(deps: DispatchDeps): Promise<RunningDispatch> {
  const index = new ProviderGeoIndex();
  const today = () => uaeToday(deps.commands.clock);
  /*
   * Per indexed captain, the first UAE day their approved papers no longer hold. A paper lapses at
   * midnight with no event (the expiry process's event may come later, or the worker may be down):
   * the candidates are judged on the day of the offer, not on the day they were indexed.
   */
  const papersValidUntil = new Map<string, string>();
  const admit = (listed: DirectoryProvider) => {
    index.upsert(listed.provider);
    papersValidUntil.set(listed.provider.providerId, listed.papersValidUntil ?? "");
  };
  const dismiss = (providerId: string) => {
    index.remove(providerId);
    papersValidUntil.delete(providerId);
  };
  const initial = await untilReadable(() => loadOnlineProviders(deps.sql, today()), deps.log);
  index.replaceAll(initial.map((listed) => listed.provider));
  for (const listed of initial)
    papersValidUntil.set(listed.provider.providerId, listed.papersValidUntil ?? "");
  const process = new DispatchProcess({
    commands: deps.commands,
    policy: deps.policy,
    timers: deps.timers ?? realTimers,
    nearby: (point, radiusKm, isBusy) => {
      const day = today();
      return index
        .near(point, radiusKm, isBusy)
        .filter((candidate) => (papersValidUntil.get(candidate.providerId) ?? "") > day);
    },
    log: deps.log,
    ...(deps.onStep ? { onStep: deps.onStep } : {}),
  });
  const recorder = new RouteRecorder({
    commands: deps.commands,
    jobOf: (providerId) => process.jobOf(providerId),
    sampleMs: deps.routeSampleMs,
    log: deps.log,
  });

  const stale = new Set<string>();
  let refreshTimer: NodeJS.Timeout | null = null;
  const refresh = async () => {
    refreshTimer = null;
    const ids = [...stale];
    stale.clear();
    const found = new Map(
      (await loadProviders(deps.sql, ids, today())).map((p) => [p.provider.providerId, p]),
    );
    for (const id of ids) {
      const listed = found.get(id);
      if (listed?.online) admit(listed);
      else dismiss(id);
    }
  };
  const markStale = (providerId: string) => {
    stale.add(providerId);
    refreshTimer ??= setTimeout(
      () =>
        void refresh().catch((error: unknown) =>
          deps.log.warn({ err: error }, "dispatch: provider refresh failed"),
        ),
      REFRESH_DELAY_MS,
    );
  };

  // Only the runner that holds the queue's lock reacts: its changes come through this private bus.
  const queueBus: LiveBus = {
    async publish(message) {
      if (message.topic === DISPATCH_CHANGED_TOPIC)
        process.requestChanged(message.payload as DispatchQueueChange);
    },
    subscribe: () => () => {},
  };
  const runner = createProjectionRunner({
    store: deps.store,
    sql: deps.sql,
    lock: deps.lock,
    liveBus: queueBus,
    projections: [dispatchQueueProjection],
    ...(deps.appendFeed ? { wakeup: deps.appendFeed } : {}),
  });
  let holding = false;
  /** Resumed from the queue's tables: from then on the store's append hints are acted on. */
  let resumed = false;
  const stopStatus = runner.onStatus((status) => {
    const active = status.state === "catching-up" || status.state === "live" || status.state === "failed";
    if (active && !holding) {
      holding = true;
      // The tables as of the checkpoint; the events after it arrive as changes.
      void Promise.all([openDispatchRequests(deps.sql), busyProviders(deps.sql)])
        .then(([open, busy]) => {
          deps.log.info({ openRequests: open.length, onlineProviders: index.size }, "dispatch resumed");
          process.resume(open, busy);
          resumed = holding;
        })
        .catch((error: unknown) => deps.log.warn({ err: error }, "dispatch: resuming failed"));
    } else if (!active && holding) {
      holding = false;
      resumed = false;
      process.pause();
    }
  });

  // The fast path: the request's own append wakes dispatch, not the queue projection's commit after
  // it, which waits for `$all` to show the event (on SQL stores, for every older transaction to end).
  const stopHints =
    deps.store.onAppended?.((appended) => {
      if (!resumed) return;
      for (const { stream, types, newStream } of appended)
        if (stream.startsWith(REQUEST_STREAM_PREFIX) && types.some((type) => HINTED_TYPES.has(type)))
          process.hint(stream.slice(REQUEST_STREAM_PREFIX.length), newStream);
    }) ?? (() => {});

  const stops = [
    stopStatus,
    stopHints,
    deps.liveBus.subscribe(PROVIDER_CHANGED_TOPIC, (payload) =>
      markStale((payload as { providerId: string }).providerId),
    ),
    deps.liveBus.subscribe(TOWING_EQUIPMENT_CHANGED_TOPIC, (payload) =>
      markStale((payload as { providerId: string }).providerId),
    ),
    deps.positions.onPosition((position) => {
      if (position.userType !== "provider") return;
      index.move(position.userId, position.latitude, position.longitude);
      if (holding) recorder.onPosition(position);
    }),
  ];
  await runner.start();

  return {
    process,
    index,
    runner,
    async stop() {
      for (const stop of stops) stop();
      if (refreshTimer) clearTimeout(refreshTimer);
      process.pause();
      await runner.stop();
      await process.idle();
    },
  };
}

/** On a fresh database the directory's tables appear once its projection first runs: wait for them. */
async function untilReadable<T>(load: () => Promise<T>, log: DispatchDeps["log"]): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= 50) throw error;
      if (attempt === 1) log.info({ reason: String(error) }, "dispatch: waiting for the provider directory");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
