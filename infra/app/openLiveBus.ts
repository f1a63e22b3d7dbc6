import { LIVE_POSITION_TOPIC } from "../../command-api/live/livePositions";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Config } from "../config/config";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { openPgLiveBus } from "../livebus/pgLiveBus";
import type { Backend } from "./openBackend";

const STREAM_TOPICS: ReadonlySet<string> = new Set([LIVE_POSITION_TOPIC]);

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
  // Positions are the one steady stream (a report per captain every few seconds): they may wait
  // for the bus's send gap; everything else crosses at once.
  return openPgLiveBus(config.databaseUrl, backend.pool, (error) => onError(error), STREAM_TOPICS);
}
