/**
 * What one subscription sleeps on between reads. `arm()` before reading and `wait()` after it:
 * a wake that lands while the read runs is kept, so the wait returns at once instead of
 * sleeping through news that arrived too late for the read.
 */
export class WakeLatch {
  #woken = false;
  #release: (() => void) | undefined;

  wake(): void {
    this.#woken = true;
    this.#release?.();
  }

  arm(): void {
    this.#woken = false;
  }

  /** Resolves on the first wake since `arm()`, after `timeoutMs`, or when `signal` aborts. */
  wait(timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.#woken || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", release);
        this.#release = undefined;
        resolve();
      };
      const timer = setTimeout(release, timeoutMs);
      signal.addEventListener("abort", release);
      this.#release = release;
    });
  }
}
