import type { Sql } from "../../domain/ports/sql";
import { activeForCustomer, byProvider } from "../../projections/read-models/request-history/queries";
import { BoundedMap } from "./boundedMap";
import type { LiveConnections } from "./liveConnections";
import type { LivePosition, LivePositions } from "./livePositions";

/** Who follows whom changes only when a job does; a short cache keeps one query off every ping. */
const COUNTERPARTS_TTL_MS = 10_000;
const ON_THE_JOB = new Set(["accepted", "in-progress"]);

/**
 * Sends each live position to the other party of the sender's jobs under way: a provider's to their
 * customers (spec §7 "moves provider markers on the map"), a customer's to their provider.
 */
export function startPositionRelay(deps: {
  positions: LivePositions;
  sql: Sql;
  connections: LiveConnections;
  onError: (error: unknown) => void;
}): () => void {
  const cache = new BoundedMap<{ ids: string[]; until: number }>(20_000);

  async function counterpartsOf(position: LivePosition): Promise<string[]> {
    const now = Date.now();
    const cached = cache.get(position.userId);
    if (cached && cached.until > now) return cached.ids;
    let ids: string[];
    if (position.userType === "provider") {
      const page = await byProvider(deps.sql, position.userId, { limit: 50 });
      ids = page.items.filter((r) => ON_THE_JOB.has(r.status)).map((r) => r.customerId);
    } else {
      const active = await activeForCustomer(deps.sql, position.userId);
      ids = active?.providerId && ON_THE_JOB.has(active.status) ? [active.providerId] : [];
    }
    cache.set(position.userId, { ids, until: now + COUNTERPARTS_TTL_MS });
    return ids;
  }

  async function relay(position: LivePosition) {
    if (deps.connections.isEmpty) return;
    const recipients = (await counterpartsOf(position)).filter((id) => deps.connections.isConnected(id));
    if (recipients.length === 0) return;
    deps.connections.send(recipients, { type: "location_update", ...position });
  }

  return deps.positions.onPosition((position) => {
    relay(position).catch(deps.onError);
  });
}
