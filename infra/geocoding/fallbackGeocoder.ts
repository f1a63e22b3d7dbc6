import type { Geocoder } from "../../domain/ports/geocoder";

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

/**
 * A server geocoder that never holds a form up: each call waits at most `timeoutMs`, and a time-out
 * or any error is answered by `fallback` (the gazetteer). One warning per outage, one line when it ends.
 * A call the caller itself cancelled stays cancelled.
 */
export function fallbackGeocoder(
  primary: Geocoder,
  fallback: Geocoder,
  options: { timeoutMs: number; log: Log; name: string },
): Geocoder {
  let down = false;
  async function attempt<T>(
    callerSignal: AbortSignal | undefined,
    ask: (signal: AbortSignal) => Promise<T>,
    instead: () => Promise<T>,
  ): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    try {
      const answer = await ask(signal);
      if (down) {
        down = false;
        options.log.info({ geocoder: options.name }, `geocoder: ${options.name} answers again`);
      }
      return answer;
    } catch (error) {
      if (callerSignal?.aborted) throw error;
      if (!down) {
        down = true;
        const reason = timeout.aborted ? `no answer within ${options.timeoutMs} ms` : String(error);
        options.log.warn(
          { geocoder: options.name, reason },
          `geocoder: ${options.name} failed (${reason}); the built-in gazetteer answers until it is back`,
        );
      }
      return instead();
    }
  }
  return {
    search: (q) =>
      attempt(
        q.signal,
        (signal) => primary.search({ ...q, signal }),
        () => fallback.search(q),
      ),
    reverse: (q) =>
      attempt(
        q.signal,
        (signal) => primary.reverse({ ...q, signal }),
        () => fallback.reverse(q),
      ),
  };
}
