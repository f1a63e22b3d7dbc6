interface Waiter<V> {
  key: string;
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Many concurrent lookups by key answered with one fetch per round: callers that arrive together
 * share a query. A caller never joins a fetch already running: that fetch's snapshot may predate the
 * caller, and an answer must reflect every commit made before it was asked (read-your-writes).
 * So one fetch runs at a time; whoever arrives meanwhile is asked for in the next one.
 */
export class CoalescedLookup<V> {
  private queued: Waiter<V>[] = [];
  private running = false;

  constructor(
    private readonly fetch: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>,
    private readonly maxKeysPerFetch = 500,
  ) {}

  get(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.queued.push({ key, resolve, reject });
      if (this.running) return;
      this.running = true;
      // One turn of the event loop: the requests parsed from the same socket reads go together.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.queued.length > 0) {
      const round = this.queued.slice(0, this.maxKeysPerFetch);
      this.queued = this.queued.slice(round.length);
      try {
        const found = await this.fetch([...new Set(round.map((w) => w.key))]);
        for (const waiter of round) waiter.resolve(found.get(waiter.key));
      } catch (error) {
        for (const waiter of round) waiter.reject(error);
      }
    }
    this.running = false;
  }
}
