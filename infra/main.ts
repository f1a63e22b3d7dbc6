import { startApp } from "./app/startApp";
import { ConfigError, loadConfig } from "./config/config";
import { withDemoFleet } from "./config/dispatchConfig";
import { createLogger } from "./runtime/logger";

/** `npm start`: configuration from the environment, then the whole product on one port. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(withDemoFleet(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const app = await startApp(config, logger);
  logger.info({ url: app.url, eventStore: config.eventStore }, "Roadside is ready");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
