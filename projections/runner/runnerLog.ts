/** The slice of a pino logger the runner uses; the composition root passes its own. */
export interface RunnerLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
  /** Each committed batch, with the correlation ids of its events (pino: LOG_LEVEL=debug). */
  debug?(details: Record<string, unknown>, message: string): void;
}

export const silentLog: RunnerLog = { warn() {}, error() {} };
