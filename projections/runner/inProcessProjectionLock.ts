import type { ProjectionLease, ProjectionLock } from "./projectionLock";

/** For one process (PGlite, tests): leases live in a set, and are never lost. */
export function createInProcessProjectionLock(): ProjectionLock {
  const held = new Set<string>();
  return {
    async tryAcquire(name: string): Promise<ProjectionLease | null> {
      if (held.has(name)) return null;
      held.add(name);
      return {
        name,
        lost: new AbortController().signal,
        async release() {
          held.delete(name);
        },
      };
    },
    async close() {
      held.clear();
    },
  };
}
