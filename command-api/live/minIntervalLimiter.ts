/** At most one accepted event per key per interval; returns how long to wait when too soon. */
export class MinIntervalLimiter {
  private readonly last = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  /** 0 when allowed (and recorded), else the milliseconds until the next one is. */
  take(key: string, now: number): number {
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.intervalMs) return this.intervalMs - (now - previous);
    this.last.set(key, now);
    return 0;
  }

  forget(key: string): void {
    this.last.delete(key);
  }
}
