import type { LiveBus } from "../../domain/ports/liveBus";
import type { Config } from "../config/config";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { openPgLiveBus } from "../livebus/pgLiveBus";
import type { Backend } from "./openBackend";

export interface ClosableLiveBus extends LiveBus {
  close(): Promise<void>;
}

/**
 * In-process for the embedded store (one process owns it); LISTEN/NOTIFY on the read-model
 * PostgreSQL otherwise, since any other node (API or worker) may share that database.
 */
export async function openLiveBus(
  config: Config,
  backend: Backend,
  onError: (error: unknown, topic?: string) => void,
): Promise<ClosableLiveBus> {
  if (!backend.pool) {
    const bus = createInProcessLiveBus({ onHandlerError: (error, message) => onError(error, message.topic) });
    return { ...bus, close: async () => {} };
  }
  return openPgLiveBus(config.databaseUrl, backend.pool, (error) => onError(error));
}
