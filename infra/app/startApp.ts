import type { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { v7 } from "uuid";
import { DEFAULT_SESSION_OPTIONS } from "../../command-api/auth/sessionStore";
import type { CommandDeps } from "../../command-api/commandDeps";
import { LivePositions } from "../../command-api/live/livePositions";
import type { RouteMeta } from "../../command-api/rest/http/restRoute";
import { registerRestApi } from "../../command-api/rest/registerRestApi";
import { DocumentStorage } from "../../command-api/rest/uploads/documentStorage";
import { registerGraphql } from "../../graphql/server/registerGraphql";
import { registeredProjections } from "../../projections/registeredProjections";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";
import { storeAppendSignal } from "../../projections/runner/storeAppendSignal";
import { broadcastProjectionStatuses, DEFAULT_BROADCAST_OPTIONS } from "../cluster/projectionStatusBroadcast";
import { createRemoteProjectionView, type ProjectionView } from "../cluster/remoteProjectionView";
import type { Config } from "../config/config";
import { demoModeWarning } from "../config/demoMode";
import { startOperations } from "../dispatch/startOperations";
import { chooseGeocoder } from "../geocoding/chooseGeocoder";
import { clientAddressOf } from "../http/clientAddress";
import { refuseCrossSiteWrites } from "../http/crossSiteWrites";
import { registerHealthRoute } from "../http/healthRoute";
import { observeHttpDurations } from "../http/httpDurations";
import { type MetricsServer, startMetricsServer } from "../http/metricsServer";
import { OriginPolicy } from "../http/originPolicy";
import { registerReadinessRoute } from "../http/readinessRoute";
import { echoRequestIds, requestIdOf } from "../http/requestIds";
import { registerSecurityHeaders } from "../http/securityHeaders";
import { SocketsPerAddress } from "../http/socketsPerAddress";
import { createUpgradeRouter, type UpgradeRouter } from "../http/upgradeRouter";
import { registerWebAppRoutes } from "../http/webAppRoutes";
import { openMapApi } from "../map/mapApiDeps";
import { AppMetrics } from "../metrics/appMetrics";
import { countedLiveBus } from "../metrics/countedLiveBus";
import { instrumentedEventStore } from "../metrics/instrumentedEventStore";
import { choosePaymentGateway } from "../payments/choosePaymentGateway";
import { stripeWebhookVerifier } from "../payments/stripe/stripeWebhooks";
import { resolveVapidKeys } from "../push/choosePushSender";
import { chooseRouter, routingCapabilities } from "../routing/chooseRouter";
import { argon2Hasher } from "../runtime/argon2Hasher";
import type { Logger } from "../runtime/logger";
import { systemClock } from "../runtime/systemClock";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { demoAccountsPresent } from "../seed/demoAccountsPresent";
import { seedDemoData } from "../seed/seedDemoData";
import { seedHistory } from "../seed/seedHistory";
import { fleetPaperFiles } from "../simulator/fleetPaperFiles";
import { type Backend, openBackend } from "./openBackend";
import { openLiveBus } from "./openLiveBus";
import { checkReadiness } from "./readiness";

export interface RunningApp {
  /** `http://host:port` the server listens on. */
  url: string;
  /** `http://host:port` of /metrics (METRICS_PORT), or null when not served. */
  metricsUrl: string | null;
  http: FastifyInstance;
  backend: Backend;
  /** The projections: run here (ROLE all, worker) or followed from the worker's announcements (api). */
  runner: ProjectionView;
  commands: CommandDeps;
  /** WebSocket upgrades by path: `/ws` (spec channel) and `/graphql` (graphql-ws). */
  upgrades: UpgradeRouter;
  /** The REST facade's documented paths, with the schemas of what they take and answer (none on a worker). */
  restRoutes: readonly RouteMeta[];
  metrics: AppMetrics;
  /**
   * Graceful shutdown: /readyz turns 503 (and stays so for SHUTDOWN_DRAIN_SECONDS), WebSockets close
   * with 1001, HTTP drains, the projectors commit and checkpoint their current batch, the stores close.
   */
  close(): Promise<void>;
}

/** How often an API node re-reads the stored checkpoints, beside the worker's announcements. */
const CHECKPOINT_POLL_MS = 2000;

/**
 * The composition root. By ROLE: `all` opens the stores, runs the projectors, catches up, seeds
 * the demo, starts dispatch (and the simulator) and serves the APIs; `api` only serves the APIs and
 * follows the worker's projections; `worker` runs projections, seeding and dispatch, serving only
 * /healthz and /readyz. `/healthz` answers 503 until start-up is done. /metrics is on its own
 * port (METRICS_PORT), never the public one.
 */
export async function startApp(config: Config, logger: Logger): Promise<RunningApp> {
  const backend = await openBackend(config, (error) =>
    logger.error({ err: error }, "background database error"),
  );
  const runsProjections = config.role !== "api";
  const servesApis = config.role !== "worker";

  let projections: ProjectionView | null = null;
  const metrics = new AppMetrics({ role: config.role, projections: () => projections?.status() ?? [] });
  const liveBus = countedLiveBus(
    await openLiveBus(config, backend, (error, topic) =>
      logger.error({ err: error, topic }, "live bus failed"),
    ).catch(async (error: unknown) => {
      await backend.close().catch(() => {});
      throw error;
    }),
    metrics,
  );
  const projectionLog = logger.child({ component: "projections" });
  // One `$all` subscription for the node: the read models' runner and dispatch's queue runner both
  // wake on it and read new events from its memory, instead of each reading and decoding them.
  const appendFeed = runsProjections
    ? storeAppendSignal(backend.store, {
        onError: (error) => projectionLog.warn({ error }, "append feed failed"),
      })
    : null;
  const runner: ProjectionRunner | null = runsProjections
    ? createProjectionRunner({
        store: backend.store,
        sql: backend.sql,
        ...(backend.liveSql ? { liveSql: backend.liveSql } : {}),
        lock: backend.lock,
        liveBus,
        projections: registeredProjections,
        log: projectionLog,
        ...(appendFeed ? { wakeup: appendFeed } : {}),
      })
    : null;
  const remote = runner
    ? null
    : createRemoteProjectionView({
        sql: backend.sql,
        bus: liveBus,
        projections: registeredProjections,
        pollMs: CHECKPOINT_POLL_MS,
        onError: (error) => logger.warn({ err: error }, "reading projection checkpoints failed"),
      });
  projections = runner ?? remote!;
  const view = projections;
  const payments = await choosePaymentGateway(
    config,
    backend.sql,
    logger.child({ component: "payments" }),
  ).catch(async (error: unknown) => {
    remote?.stop();
    await appendFeed?.close().catch(() => {});
    await liveBus.close().catch(() => {});
    await backend.close().catch(() => {});
    throw error;
  });
  const commands: CommandDeps = {
    store: instrumentedEventStore(backend.store, metrics),
    clock: systemClock,
    ids: uuidV7Ids,
    hasher: argon2Hasher,
    offerTtlSeconds: config.offerTimeoutSeconds,
    payments,
    cancellationFeeFils: config.money.cancellationFeeFils,
    commissionBasisPoints: config.money.commissionBasisPoints,
    observeCommand: metrics.observeCommand,
  };

  let phase: "starting" | "serving" | "draining" = "starting";
  // pino's Logger is a FastifyBaseLogger; naming it keeps FastifyInstance in its default shape for route modules.
  const httpLogger: FastifyBaseLogger = logger.child({ component: "http", role: config.role });
  const http = Fastify({
    loggerInstance: httpLogger,
    genReqId: requestIdOf,
    // A hop count as proxy-addr's function: trust the nearest `n` proxies.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  });
  echoRequestIds(http);
  const origins = new OriginPolicy(config.publicOrigins);
  // Headers first: a refusal answered by a later hook carries them too.
  await registerSecurityHeaders(http, {
    mapOrigins: config.mapOrigins,
    paymentProvider: config.payments.provider,
  });
  refuseCrossSiteWrites(http, origins);
  registerHealthRoute(http, async () =>
    phase === "starting"
      ? null
      : {
          status: "ok",
          role: config.role,
          eventStore: backend.store.kind,
          projections: view.status().map((s) => ({
            name: s.name,
            version: s.version,
            state: s.state,
            position: s.position,
            lag: s.lagEvents,
          })),
        },
  );
  registerReadinessRoute(http, () =>
    checkReadiness({
      store: backend.store,
      sql: backend.sql,
      projections: view,
      maxLagEvents: config.readyMaxLagEvents,
      phase: () => phase,
    }),
  );
  observeHttpDurations(http, metrics);

  const upgrades = createUpgradeRouter(http.server, {
    origins,
    perAddress: {
      limit: new SocketsPerAddress(config.maxSocketsPerAddress),
      addressOf: clientAddressOf(config.trustProxy),
    },
    onUpgrade: (path: string, socket: Duplex) => {
      metrics.webSockets.inc({ path });
      socket.once("close", () => metrics.webSockets.dec({ path }));
    },
  });
  let stopOperations = async () => {};
  let stopBroadcast = () => {};
  let restRoutes: readonly RouteMeta[] = [];
  let metricsServer: MetricsServer | null = null;
  try {
    // Before anything serves: a damaged key file stops the start instead of changing the keys.
    const vapid = await resolveVapidKeys(config);
    let livePositions: LivePositions;
    if (servesApis) {
      const router = chooseRouter(config, logger.child({ component: "routing" }));
      const map = await openMapApi(config, routingCapabilities(config, router));
      http.addHook("onClose", async () => map.tiles?.close());
      const api = await registerRestApi(http, {
        map,
        commands,
        sql: backend.sql,
        runner: view,
        liveBus,
        dataDir: config.dataDir,
        supportPhone: config.supportPhone,
        demoAccountsPresent: demoAccountsPresent(backend.sql),
        pushPublicKey: vapid.publicKey,
        stripeWebhook: config.payments.stripe?.webhookSecret
          ? stripeWebhookVerifier(config.payments.stripe.webhookSecret)
          : null,
        router,
        signUpLimits: { perAddress: config.signUpsPerAddressPerHour, windowMs: 3600_000 },
        geocoder: chooseGeocoder(config, logger),
        sessionOptions: {
          ...DEFAULT_SESSION_OPTIONS,
          lifetimeMs: config.sessionLifetimeMs,
          idleMs: config.sessionIdleMs,
        },
      });
      livePositions = api.livePositions;
      restRoutes = api.routes;
      upgrades.route("/ws", api.live.handleUpgrade);
      await registerGraphql(http, {
        commands,
        sql: backend.sql,
        runner: view,
        liveBus,
        upgrades,
        sessions: api.sessions,
        livePositions: api.livePositions,
        loginLimiter: api.loginLimiter,
        signUpLimiter: api.signUpLimiter,
        sessionSockets: api.sessionSockets,
        supportPhone: config.supportPhone,
        ...(config.fleetBatchMs === undefined ? {} : { fleetBatchMs: config.fleetBatchMs }),
        introspection: !config.production,
      });
      const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
      if (!(await registerWebAppRoutes(http, webDist)))
        logger.warn({ webDist }, "web app not built (npm run build:web): serving the APIs only");
    } else {
      // The worker hears positions reported on any API node (dispatch's geo index, route recording).
      const positions = new LivePositions(liveBus, systemClock);
      livePositions = positions;
      http.addHook("preClose", async () => positions.close());
    }
    await runner?.start();
    if (config.metrics) metricsServer = await startMetricsServer(metrics, config.metrics);
    await http.listen({ port: config.port, host: config.host });
    logger.info(
      { url: localUrl(http, config.port), ...(metricsServer ? { metricsUrl: metricsServer.url } : {}) },
      "listening",
    );
    if (runner) {
      if (backend.pool)
        stopBroadcast = broadcastProjectionStatuses(runner, liveBus, {
          ...DEFAULT_BROADCAST_OPTIONS,
          onError: (error) => logger.warn({ err: error }, "announcing projection positions failed"),
        });
      await runner.waitForPosition(await backend.store.headPosition());
      if (config.seedDemo) {
        const warning = demoModeWarning(config);
        if (warning) logger.warn({ demoAccounts: true }, `!!! ${warning} !!!`);
        if (config.seedHistoryDays > 0) await seedDemoHistory(config, commands, backend, logger);
        const seeded = await seedDemoData(commands, `seed-${v7()}`, {
          documents: new DocumentStorage(config.dataDir),
        });
        logger.info(seeded, "demo data");
      }
      stopOperations = await startOperations({
        config,
        backend,
        liveBus,
        commands,
        livePositions,
        logger,
        vapid,
        ...(appendFeed ? { appendFeed } : {}),
      });
    } else {
      await remote?.refresh().catch(() => {});
    }
    phase = "serving";
  } catch (error) {
    stopBroadcast();
    remote?.stop();
    await stopOperations().catch(() => {});
    await http.close().catch(() => {});
    await metricsServer?.close().catch(() => {});
    await runner?.stop().catch(() => {});
    await appendFeed?.close().catch(() => {});
    await liveBus.close().catch(() => {});
    await backend.close().catch(() => {});
    throw error;
  }

  let closing: Promise<void> | null = null;
  return {
    url: localUrl(http, config.port),
    metricsUrl: metricsServer?.url ?? null,
    http,
    backend,
    runner: view,
    commands,
    upgrades,
    restRoutes,
    metrics,
    close() {
      closing ??= (async () => {
        phase = "draining";
        if (config.shutdownDrainMs > 0)
          await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        await stopOperations();
        await http.close();
        await metricsServer?.close();
        stopBroadcast();
        remote?.stop();
        await runner?.stop();
        // After both runners that wake on it have stopped.
        await appendFeed?.close();
        await liveBus.close();
        await backend.close();
      })();
      return closing;
    },
  };
}

/** First start only (an empty store): the demo accounts and a recent past, on a simulated clock. */
async function seedDemoHistory(config: Config, commands: CommandDeps, backend: Backend, logger: Logger) {
  const history = await seedHistory(commands, backend.store, {
    days: config.seedHistoryDays,
    now: systemClock.now(),
    demoDocuments: new DocumentStorage(config.dataDir),
    fleetDocuments: fleetPaperFiles(config.dataDir),
    money: {
      supplier: {
        name: config.money.supplier.name,
        address: config.money.supplier.address,
        trn: config.money.supplier.trn,
      },
      commissionBasisPoints: config.money.commissionBasisPoints,
    },
  });
  if (history.seeded) logger.info(history, `demo history: ${config.seedHistoryDays} days seeded`);
}

function localUrl(http: FastifyInstance, configured: number): string {
  const address = http.server.address();
  const port = typeof address === "object" && address ? address.port : configured;
  return `http://127.0.0.1:${port}`;
}
