import pg from "pg";
import { ADVISORY_LOCK_NAMESPACE } from "../../projections/runner/advisoryLockKeys";
import type { ProjectionLease, ProjectionLock } from "../../projections/runner/projectionLock";

const UNLOCK = "SELECT pg_advisory_unlock($1, hashtext($2)) AS ok";

/**
 * Projection leases as PostgreSQL session advisory locks, all held on one dedicated connection
 * for the runner's lifetime: if the process dies, the server ends the session and frees them,
 * and another runner on standby takes over. If the connection drops, every lease reports `lost`.
 */
export function createPgAdvisoryProjectionLock(config: pg.ClientConfig): ProjectionLock {
  const leases = new Map<string, AbortController>();
  let connecting: Promise<pg.Client> | undefined;
  // One connection serves every worker: queue their queries (pg 9 drops concurrent client.query).
  let queue: Promise<unknown> = Promise.resolve();
  const lockQuery = (client: pg.Client, text: string, name: string) => {
    const run = queue.then(() => client.query<{ ok: boolean }>(text, [ADVISORY_LOCK_NAMESPACE.lease, name]));
    queue = run.catch(() => {});
    return run;
  };

  const loseAll = (reason: Error) => {
    connecting = undefined;
    for (const lost of leases.values()) lost.abort(reason);
    leases.clear();
  };

  const session = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const client = new pg.Client({ ...config, application_name: "roadside-projection-lock" });
      client.on("error", (error) => loseAll(error));
      client.on("end", () => loseAll(new Error("the projection lock connection ended")));
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  return {
    async tryAcquire(name): Promise<ProjectionLease | null> {
      // Session locks are re-entrant for their session: the map keeps two holders in this process apart.
      if (leases.has(name)) return null;
      const client = await session();
      const { rows } = await lockQuery(client, "SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok", name);
      if (!rows[0]?.ok) return null;
      if (leases.has(name)) {
        // Lost a race with ourselves between the check and the query: undo the second hold.
        await lockQuery(client, UNLOCK, name);
        return null;
      }
      const lost = new AbortController();
      leases.set(name, lost);
      return {
        name,
        lost: lost.signal,
        async release() {
          if (leases.get(name) !== lost) return;
          leases.delete(name);
          await lockQuery(client, UNLOCK, name);
        },
      };
    },

    async close() {
      const pending = connecting;
      connecting = undefined;
      leases.clear();
      if (pending) await (await pending.catch(() => undefined))?.end();
    },
  };
}
