import type { LatLng } from "../../domain/rules/distance";
import { jobDurationMin } from "../../domain/rules/serviceTypes";
import { driveTo, type Motion, wander } from "./vehicleMotion";

export type CaptainMode = "cruising" | "considering" | "to-pickup" | "working" | "offline";

/** What one tick asks the simulator to do for this captain, through the ordinary commands. */
export type CaptainIntent =
  | { type: "report"; at: LatLng }
  | { type: "start"; requestId: string; at: LatLng }
  | { type: "complete"; requestId: string; at: LatLng }
  | { type: "go-offline" }
  | { type: "go-online"; at: LatLng };

/** Per 3 s tick: a captain between jobs takes a break now and then (about every 40 minutes). */
const BREAK_CHANCE_PER_TICK = 0.00125;
const BREAK_MINUTES = { min: 1, max: 5 };

/**
 * One simulated captain: cruises around their home town, considers offers, drives to the pickup,
 * works for the service's duration (spec §9) and completes. Pure state and time in, intents out;
 * the simulator turns intents into the same commands and position reports real captains send.
 */
export class SimulatedCaptain {
  mode: CaptainMode = "cruising";
  motion: Motion;
  job: { requestId: string; pickup: LatLng; serviceType: string; workUntil: number | null } | null = null;
  private offlineUntil = 0;

  constructor(
    readonly id: string,
    readonly home: { at: LatLng; radiusKm: number },
    start: LatLng,
    private readonly random: () => number,
  ) {
    this.motion = { at: start, heading: random() * 360, speedKmh: 25 + random() * 40 };
  }

  get isFree(): boolean {
    return this.mode === "cruising";
  }

  /** Took the job: off to the pickup. */
  assign(requestId: string, pickup: LatLng, serviceType: string): void {
    this.job = { requestId, pickup, serviceType, workUntil: null };
    this.mode = "to-pickup";
  }

  /** The job ended under them (cancelled, or the accept lost): back to cruising. */
  release(): void {
    this.job = null;
    if (this.mode !== "offline") this.mode = "cruising";
  }

  tick(now: number, seconds: number): CaptainIntent[] {
    switch (this.mode) {
      case "offline":
        if (now < this.offlineUntil) return [];
        this.mode = "cruising";
        return [{ type: "go-online", at: this.motion.at }];
      case "cruising":
      case "considering": {
        if (this.mode === "cruising" && this.random() < BREAK_CHANCE_PER_TICK) {
          this.mode = "offline";
          const minutes = BREAK_MINUTES.min + this.random() * (BREAK_MINUTES.max - BREAK_MINUTES.min);
          this.offlineUntil = now + minutes * 60_000;
          return [{ type: "go-offline" }];
        }
        this.motion = wander(this.motion, this.home, seconds, this.random);
        return [{ type: "report", at: this.motion.at }];
      }
      case "to-pickup": {
        const job = this.job!;
        const next = driveTo(this.motion, job.pickup, seconds, this.random);
        this.motion = next;
        if (!next.arrived) return [{ type: "report", at: next.at }];
        const { min, max } = jobDurationMin(job.serviceType);
        job.workUntil = now + (min + this.random() * (max - min)) * 60_000;
        this.mode = "working";
        return [
          { type: "report", at: next.at },
          { type: "start", requestId: job.requestId, at: next.at },
        ];
      }
      case "working": {
        const job = this.job!;
        if (job.workUntil !== null && now >= job.workUntil) {
          this.job = null;
          this.mode = "cruising";
          return [{ type: "complete", requestId: job.requestId, at: this.motion.at }];
        }
        return [{ type: "report", at: this.motion.at }];
      }
    }
  }
}
