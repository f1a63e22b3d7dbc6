import { startApp } from "./app/startApp";
import { ConfigError, loadConfig } from "./config/config";
import { withDemoDefaults } from "./config/demoDefaults";
import { createLogger } from "./runtime/logger";

/** Past this, a shutdown that has not finished is abandoned (the orchestrator would SIGKILL soon anyway). */
const SHUTDOWN_LIMIT_MS = 30_000;

/** `npm start`: configuration from the environment, then the product (or this node's ROLE in it). */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(withDemoDefaults(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel).child({ role: config.role, pid: process.pid });

  // Listening for signals from the very start: /readyz can already answer while startApp finishes
  // (dispatch, seeding), and a SIGTERM then must still end in a clean shutdown, not a kill.
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  let signalled: string | undefined;
  let closing = false;
  const onSignal = (signal: string) => {
    if (app) void shutdown(app, signal);
    else signalled ??= signal;
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  const shutdown = async (running: NonNullable<typeof app>, signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: draining HTTP, closing sockets, checkpointing projections");
    const limit = setTimeout(() => {
      logger.error({ limitMs: SHUTDOWN_LIMIT_MS }, "shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    limit.unref();
    try {
      await running.close();
      logger.info("shut down cleanly");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };

  app = await startApp(config, logger);
  logger.info(
    {
      url: app.url,
      ...(app.metricsUrl ? { metricsUrl: app.metricsUrl } : {}),
      eventStore: config.eventStore,
    },
    "Roadside is ready",
  );
  if (signalled) await shutdown(app, signalled);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
