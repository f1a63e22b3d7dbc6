import { abortableSleep } from "./abortableSleep";

/**
 * The port that makes each projection a singleton: only the holder of a projection's lease
 * may write its read model. PostgreSQL holds it as a session advisory lock on a dedicated
 * connection (infra/locks); a single process (PGlite, tests) holds it in memory.
 */
export interface ProjectionLease {
  readonly name: string;
  /** Aborts when the lease is lost underneath us (the session holding it died): stop writing. */
  readonly lost: AbortSignal;
  release(): Promise<void>;
}

export interface ProjectionLock {
  /** The lease, or null while another holder has it. Never waits. */
  tryAcquire(name: string): Promise<ProjectionLease | null>;
  close(): Promise<void>;
}

/** Waits (without hammering the lock) until `name` is ours; rejects when `signal` aborts first. */
export async function waitForLease(
  lock: ProjectionLock,
  name: string,
  options: { signal: AbortSignal; retryMs: number; onWaiting?: () => void },
): Promise<ProjectionLease> {
  let told = false;
  for (;;) {
    options.signal.throwIfAborted();
    const lease = await lock.tryAcquire(name);
    if (lease) return lease;
    if (!told) options.onWaiting?.();
    told = true;
    await abortableSleep(options.retryMs, options.signal);
  }
}
