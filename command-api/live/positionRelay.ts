import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import {
  REQUEST_CHANGED_TOPIC,
  type RequestChangedPayload,
} from "../../projections/read-models/request-history/projection";
import { activeForCustomer, byProvider } from "../../projections/read-models/request-history/queries";
import { BoundedMap } from "./boundedMap";
import type { LiveConnections } from "./liveConnections";
import type { LivePosition, LivePositions } from "./livePositions";

/**
 * Who follows whom changes only when a job does, and every change of a job is announced on the bus
 * (request.changed), which drops both parties' entries at once. So an entry may live long: with
 * 5,000 connected captains reporting every 3 s, a 10 s life meant some 500 queries a second, nearly
 * all answering "nobody". The life only bounds what a lost bus message could leave stale.
 */
const COUNTERPARTS_TTL_MS = 60_000;
const ON_THE_JOB = new Set(["accepted", "in-progress"]);

/**
 * Sends each live position to the other party of the sender's jobs under way: a provider's to their
 * customers (spec §7 "moves provider markers on the map"), a customer's to their provider.
 */
export function startPositionRelay(deps: {
  positions: LivePositions;
  bus: LiveBus;
  sql: Sql;
  connections: LiveConnections;
  onError: (error: unknown) => void;
}): () => void {
  const cache = new BoundedMap<{ ids: string[]; until: number }>(20_000);
  /** Bumped when a party's jobs change: a lookup that began before the change is not cached. */
  const changes = new BoundedMap<number>(20_000);

  async function counterpartsOf(position: LivePosition): Promise<string[]> {
    const now = Date.now();
    const cached = cache.get(position.userId);
    if (cached && cached.until > now) return cached.ids;
    const changesBefore = changes.get(position.userId);
    let ids: string[];
    if (position.userType === "provider") {
      const page = await byProvider(deps.sql, position.userId, { limit: 50 });
      ids = page.items.filter((r) => ON_THE_JOB.has(r.status)).map((r) => r.customerId);
    } else {
      const active = await activeForCustomer(deps.sql, position.userId);
      ids = active?.providerId && ON_THE_JOB.has(active.status) ? [active.providerId] : [];
    }
    if (changes.get(position.userId) === changesBefore)
      cache.set(position.userId, { ids, until: now + COUNTERPARTS_TTL_MS });
    return ids;
  }

  function forget(userId: string) {
    cache.delete(userId);
    changes.set(userId, (changes.get(userId) ?? 0) + 1);
  }

  async function relay(position: LivePosition) {
    if (deps.connections.isEmpty) return;
    const recipients = (await counterpartsOf(position)).filter((id) => deps.connections.isConnected(id));
    if (recipients.length === 0) return;
    deps.connections.send(recipients, { type: "location_update", ...position });
  }

  const stops = [
    deps.bus.subscribe(REQUEST_CHANGED_TOPIC, (payload) => {
      const change = payload as RequestChangedPayload;
      forget(change.customerId);
      if (change.providerId) forget(change.providerId);
    }),
    deps.positions.onPosition((position) => {
      relay(position).catch(deps.onError);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
