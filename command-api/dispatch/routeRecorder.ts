import { SYSTEM } from "../../domain/shared/actor";
import { DomainError } from "../../domain/shared/domainError";
import type { CommandDeps } from "../commandDeps";
import { recordRoutePoint } from "../commands/requestCommands";

/** One position per provider on a job every this many ms goes into the request's stream. */
export const DEFAULT_ROUTE_SAMPLE_MS = 10_000;

export interface RoutePosition {
  userId: string;
  userType: "customer" | "provider";
  latitude: number;
  longitude: number;
  at: string;
}

/**
 * Records the route of every job under way (DESIGN "Live data"): live positions are telemetry, but a
 * sample of them while a provider is on a job becomes `RoutePointRecorded` events, so the route can be
 * replayed and audited later. Sampling keeps the streams small: one point per `sampleMs`, not every ping.
 */
export class RouteRecorder {
  private readonly lastSampleAt = new Map<string, number>();
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly deps: {
      commands: CommandDeps;
      /** The request a provider is on now, if any. */
      jobOf(providerId: string): string | undefined;
      sampleMs: number;
      log: { debug(details: object, message: string): void; warn(details: object, message: string): void };
    },
  ) {}

  onPosition(position: RoutePosition): void {
    if (position.userType !== "provider") return;
    const requestId = this.deps.jobOf(position.userId);
    if (requestId === undefined) {
      this.lastSampleAt.delete(position.userId);
      return;
    }
    const at = Date.parse(position.at);
    const last = this.lastSampleAt.get(position.userId);
    if ((last !== undefined && at - last < this.deps.sampleMs) || this.inFlight.has(position.userId)) return;
    this.lastSampleAt.set(position.userId, at);
    this.inFlight.add(position.userId);
    recordRoutePoint(this.deps.commands)(
      { requestId, providerId: position.userId, latitude: position.latitude, longitude: position.longitude },
      { actor: SYSTEM, correlationId: `route-${requestId}`, causationId: null },
    )
      .catch((error: unknown) => {
        // The job ended between the position and the append: nothing to record.
        if (error instanceof DomainError && error.code === "conflict")
          this.deps.log.debug({ requestId, reason: error.message }, "route point skipped");
        else this.deps.log.warn({ err: error, requestId }, "recording a route point failed");
      })
      .finally(() => this.inFlight.delete(position.userId));
  }
}
