import { uaeToday } from "../../../command-api/uaeToday";
import type { Clock } from "../../../domain/ports/clock";
import type { LiveBus } from "../../../domain/ports/liveBus";
import type { Sql } from "../../../domain/ports/sql";
import { PROVIDER_CHANGED_TOPIC } from "../../../projections/read-models/provider-directory/projection";
import {
  onlineProviderPositions,
  providersByIds,
  worksOn,
} from "../../../projections/read-models/provider-directory/queries";
import {
  REQUEST_CHANGED_TOPIC,
  type RequestChangedPayload,
} from "../../../projections/read-models/request-history/projection";
import { SharedJson } from "../sharedJson";
import { type BoundingBox, viewKey } from "./boundingBox";
import { columnar, type FleetStatus, type FleetVehicle, inView } from "./fleetBatch";
import { headingBetween } from "./heading";
import type { LivePositionsPort, ReportedPosition } from "./livePositionsPort";

/**
 * How often a batch is cut. A position waits for the next cut, half a window on average and a
 * whole one at worst: at 1 s that was most of the map's delay (p50 ~550 ms, p99 ~1 s at 5,000
 * captains). A batch holds what moved since the last, so a shorter window sends the same vehicles
 * in more, smaller batches: the encoding work per second stays the same (once per view per batch),
 * only each subscriber's per-message cost is paid four times a second instead of once.
 */
export const DEFAULT_FLEET_BATCH_MS = 250;

export interface FleetFeedDeps {
  sql: Sql;
  liveBus: LiveBus;
  livePositions: LivePositionsPort;
  clock: Clock;
  /** At most one batch per this many ms per subscriber. */
  batchMs: number;
  onError: (error: unknown) => void;
}

type Listener = (batch: SharedJson) => void;

interface View {
  box: BoundingBox;
  serviceType: string | null;
  listeners: Set<Listener>;
}

const BUSY_STATUSES = new Set(["accepted", "in-progress"]);

/**
 * Provider positions for map subscribers: the directory's last known positions to start from, then
 * what the live positions model reports, cut into one batch per interval. Subscribers with the same
 * viewport and service form one view whose batch is built and serialised once and sent to all of them.
 * Runs only while someone subscribes: the first subscriber loads the fleet, the last one stops it.
 */
export class FleetFeed {
  private readonly vehicles = new Map<string, FleetVehicle>();
  private readonly views = new Map<string, View>();
  private readonly moved = new Set<string>();
  /** Providers whose directory row changed (online, services): re-read at the next tick, all at once. */
  private readonly stale = new Set<string>();
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stops: (() => void)[] = [];

  constructor(private readonly deps: FleetFeedDeps) {}

  /** Starts a subscriber: the current picture of its view first, then batches of what changed. */
  async subscribe(box: BoundingBox, serviceType: string | null, listener: Listener): Promise<() => void> {
    await this.start();
    const key = viewKey(box, serviceType);
    let view = this.views.get(key);
    if (!view) {
      view = { box, serviceType, listeners: new Set() };
      this.views.set(key, view);
    }
    view.listeners.add(listener);
    const current = [...this.vehicles.values()].filter(
      (vehicle) => vehicle.status !== "offline" && inView(vehicle, box, serviceType),
    );
    listener(new SharedJson(columnar(current, this.deps.clock.now())));
    const joined = view;
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size === 0) this.views.delete(key);
      if (this.views.size === 0) this.stop();
    };
  }

  /** Number of distinct views being served (for tests and the bench). */
  get viewCount(): number {
    return this.views.size;
  }

  private start(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      // The next subscriber tries again rather than inheriting this failure.
      this.stop();
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    this.stops = [
      this.deps.livePositions.onPosition((position) => this.onPosition(position)),
      this.deps.liveBus.subscribe(PROVIDER_CHANGED_TOPIC, (payload) =>
        this.stale.add((payload as { providerId: string }).providerId),
      ),
      this.deps.liveBus.subscribe(REQUEST_CHANGED_TOPIC, (payload) =>
        this.onRequestChanged(payload as RequestChangedPayload),
      ),
    ];
    // Only captains a customer may see today (approved, papers valid, not suspended).
    for (const row of await onlineProviderPositions(this.deps.sql, uaeToday(this.deps.clock))) {
      this.vehicles.set(row.id, {
        id: row.id,
        latitude: row.latitude,
        longitude: row.longitude,
        heading: null,
        status: "available",
        services: row.services,
      });
    }
    this.timer = setInterval(() => void this.tick().catch(this.deps.onError), this.deps.batchMs);
    this.timer.unref();
  }

  private stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.loading = null;
    // Nobody watches: drop the picture rather than let it go stale; the next subscriber reloads it.
    this.vehicles.clear();
    this.moved.clear();
    this.stale.clear();
  }

  private onPosition(position: ReportedPosition): void {
    if (position.userType !== "provider") return;
    const known = this.vehicles.get(position.userId);
    if (!known) {
      // Not in the directory's online list yet: its services and status come with the next refresh.
      this.stale.add(position.userId);
      this.vehicles.set(position.userId, {
        id: position.userId,
        latitude: position.latitude,
        longitude: position.longitude,
        heading: null,
        status: "offline",
        services: [],
      });
      return;
    }
    known.heading = headingBetween(known, position) ?? known.heading;
    known.latitude = position.latitude;
    known.longitude = position.longitude;
    this.moved.add(known.id);
  }

  private onRequestChanged(change: RequestChangedPayload): void {
    if (change.providerId === null) return;
    const vehicle = this.vehicles.get(change.providerId);
    if (!vehicle || vehicle.status === "offline") return;
    const status: FleetStatus = BUSY_STATUSES.has(change.status) ? "busy" : "available";
    if (vehicle.status === status) return;
    vehicle.status = status;
    this.moved.add(vehicle.id);
  }

  private async refreshStale(): Promise<void> {
    if (this.stale.size === 0) return;
    const ids = [...this.stale];
    this.stale.clear();
    const listings = new Map((await providersByIds(this.deps.sql, ids)).map((p) => [p.id, p]));
    const today = uaeToday(this.deps.clock);
    for (const id of ids) {
      const found = listings.get(id);
      const vehicle = this.vehicles.get(id);
      if (!found) continue;
      // A captain who may not work today is shown as offline, whatever their switch says.
      const listing = { ...found, online: found.online && worksOn(found, today) };
      if (!vehicle) {
        if (!listing.online || listing.latitude === null || listing.longitude === null) continue;
        this.vehicles.set(id, {
          id,
          latitude: listing.latitude,
          longitude: listing.longitude,
          heading: null,
          status: "available",
          services: listing.services,
        });
      } else {
        vehicle.services = listing.services;
        if (!listing.online) vehicle.status = "offline";
        else if (vehicle.status === "offline") {
          // Back online (GoOnline carries where they are): start from the directory's position.
          vehicle.status = "available";
          vehicle.latitude = listing.latitude ?? vehicle.latitude;
          vehicle.longitude = listing.longitude ?? vehicle.longitude;
        }
      }
      this.moved.add(id);
    }
  }

  private async tick(): Promise<void> {
    await this.refreshStale();
    if (this.moved.size === 0) return;
    const changed = [...this.moved].flatMap((id) => this.vehicles.get(id) ?? []);
    this.moved.clear();
    const at = this.deps.clock.now();
    for (const view of this.views.values()) {
      const inside = changed.filter((vehicle) => inView(vehicle, view.box, view.serviceType));
      if (inside.length === 0) continue;
      const batch = new SharedJson(columnar(inside, at));
      for (const listener of view.listeners) listener(batch);
    }
  }
}
