export interface Rate {
  /** Events (or rows) written per second. */
  perSecond: number;
  events: number;
  seconds: number;
}

/**
 * Runs `clients` concurrent loops of `op` for `seconds` (after `warmUpSeconds` not counted) and
 * returns the rate of what `op` reports having written. Each client waits for its own previous
 * operation: this measures round trips under concurrency, not a flood of in-flight promises.
 */
export async function measure(
  clients: number,
  seconds: number,
  op: (client: number) => Promise<number>,
  warmUpSeconds = 0.3,
): Promise<Rate> {
  const warmUpEnds = Date.now() + warmUpSeconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < warmUpEnds) await op(client);
    }),
  );
  let events = 0;
  const startedAt = performance.now();
  const endsAt = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < endsAt) {
        // Not `events += await op()`: that reads `events` before awaiting and loses other clients' counts.
        const written = await op(client);
        events += written;
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  return { perSecond: Math.round(events / elapsed), events, seconds: Number(elapsed.toFixed(2)) };
}

/** Rates measured in several rounds, added up. */
export function combine(rates: readonly Rate[]): Rate {
  const events = rates.reduce((sum, r) => sum + r.events, 0);
  const seconds = rates.reduce((sum, r) => sum + r.seconds, 0);
  return { perSecond: Math.round(events / seconds), events, seconds: Number(seconds.toFixed(2)) };
}
