import { fileURLToPath } from "node:url";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { v7 } from "uuid";
import type { CommandDeps } from "../../command-api/commandDeps";
import { registerRestApi } from "../../command-api/rest/registerRestApi";
import { registerGraphql } from "../../graphql/server/registerGraphql";
import { registeredProjections } from "../../projections/cli/registeredProjections";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";
import type { Config } from "../config/config";
import { startOperations } from "../dispatch/startOperations";
import { registerHealthRoute } from "../http/healthRoute";
import { createUpgradeRouter, type UpgradeRouter } from "../http/upgradeRouter";
import { registerWebAppRoutes } from "../http/webAppRoutes";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { argon2Hasher } from "../runtime/argon2Hasher";
import type { Logger } from "../runtime/logger";
import { systemClock } from "../runtime/systemClock";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { seedDemoData } from "../seed/seedDemoData";
import { type Backend, openBackend } from "./openBackend";

export interface RunningApp {
  /** `http://host:port` the server listens on. */
  url: string;
  http: FastifyInstance;
  backend: Backend;
  runner: ProjectionRunner;
  commands: CommandDeps;
  /** WebSocket upgrades by path: `/ws` (spec channel) now, `/graphql` (graphql-ws) to come. */
  upgrades: UpgradeRouter;
  /** Drains HTTP, lets the projectors checkpoint their current batch, closes the stores. */
  close(): Promise<void>;
}

/**
 * The composition root: opens the stores, starts the projectors, catches up, seeds the demo on
 * first start, and serves HTTP. `/healthz` answers 503 until all of that is done.
 */
export async function startApp(config: Config, logger: Logger): Promise<RunningApp> {
  const backend = await openBackend(config, (error) =>
    logger.error({ err: error }, "background database error"),
  );
  const liveBus = createInProcessLiveBus({
    onHandlerError: (error, message) =>
      logger.error({ err: error, topic: message.topic }, "live bus handler failed"),
  });
  const runner = createProjectionRunner({
    store: backend.store,
    sql: backend.sql,
    lock: backend.lock,
    liveBus,
    projections: registeredProjections,
    log: logger.child({ component: "projections" }),
  });
  const commands: CommandDeps = {
    store: backend.store,
    clock: systemClock,
    ids: uuidV7Ids,
    hasher: argon2Hasher,
    offerTtlSeconds: config.offerTimeoutSeconds,
  };

  let ready = false;
  // pino's Logger is a FastifyBaseLogger; naming it keeps FastifyInstance in its default shape for route modules.
  const httpLogger: FastifyBaseLogger = logger.child({ component: "http" });
  const http = Fastify({ loggerInstance: httpLogger, genReqId: () => v7() });
  registerHealthRoute(http, async () =>
    ready
      ? {
          status: "ok",
          eventStore: backend.store.kind,
          projections: runner.status().map((s) => ({
            name: s.name,
            version: s.version,
            state: s.state,
            position: s.position,
            lag: s.lagEvents,
          })),
        }
      : null,
  );

  const upgrades = createUpgradeRouter(http.server);
  let stopOperations = async () => {};
  try {
    const api = await registerRestApi(http, {
      commands,
      sql: backend.sql,
      runner,
      liveBus,
      dataDir: config.dataDir,
      supportPhone: config.supportPhone,
    });
    upgrades.route("/ws", api.live.handleUpgrade);
    await registerGraphql(http, {
      commands,
      sql: backend.sql,
      runner,
      liveBus,
      upgrades,
      sessions: api.sessions,
      livePositions: api.livePositions,
      loginLimiter: api.loginLimiter,
      sessionSockets: api.sessionSockets,
      supportPhone: config.supportPhone,
    });
    const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
    if (!(await registerWebAppRoutes(http, webDist)))
      logger.warn({ webDist }, "web app not built (npm run build:web): serving the APIs only");
    await runner.start();
    await http.listen({ port: config.port, host: config.host });
    await runner.waitForPosition(await backend.store.headPosition());
    if (config.seedDemo) {
      const seeded = await seedDemoData(commands, `seed-${v7()}`);
      logger.info(seeded, "demo data");
    }
    stopOperations = await startOperations({
      config,
      backend,
      liveBus,
      commands,
      livePositions: api.livePositions,
      logger,
    });
    ready = true;
  } catch (error) {
    await stopOperations().catch(() => {});
    await http.close().catch(() => {});
    await runner.stop().catch(() => {});
    await backend.close().catch(() => {});
    throw error;
  }

  const address = http.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return {
    url: `http://127.0.0.1:${port}`,
    http,
    backend,
    runner,
    commands,
    upgrades,
    async close() {
      await stopOperations();
      await http.close();
      await runner.stop();
      await backend.close();
    },
  };
}
