import { z } from "zod";
import type { DispatchPolicy } from "../../domain/dispatch/dispatchPolicy";
import { DEFAULT_SUPPORT_PHONE } from "../../domain/rules/statusText";

/** Dispatch, route recording, the fleet simulator and feed, and the support line: their environment variables (README "Configuration"). */
export const DispatchEnv = {
  DISPATCH_EMERGENCY_OFFERS: z.coerce.number().int().min(1).max(20).default(3),
  DISPATCH_RADIUS_STEPS_KM: z
    .string()
    .default("5,10,20")
    .transform((text, ctx) => {
      const steps = text.split(",").map((part) => Number(part.trim()));
      const valid =
        steps.length > 0 &&
        steps.every((km) => Number.isFinite(km) && km > 0 && km <= 500) &&
        steps.every((km, i) => i === 0 || km > steps[i - 1]!);
      if (!valid) {
        ctx.addIssue({
          code: "custom",
          message: "must be increasing km above 0, comma-separated, e.g. 5,10,20",
        });
        return z.NEVER;
      }
      return steps;
    }),
  DISPATCH_UNASSIGNED_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  DISPATCH_SCHEDULED_LEAD_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  ROUTE_SAMPLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  SIMULATE_FLEET: z.coerce.number().int().min(0).max(20_000).default(0),
  SIMULATE_DEMAND: z.coerce.number().min(0).max(6000).default(0),
  /** How often the live map's fleet feed cuts a batch, in ms; unset: DEFAULT_FLEET_BATCH_MS (graphql/live/fleet/fleetFeed.ts). */
  FLEET_BATCH_MS: z.coerce.number().int().min(50).max(10_000).optional(),
  /** Days of recent history the demo seeds once (0: none); see infra/seed/seedHistory.ts. */
  SEED_HISTORY_DAYS: z.coerce.number().int().min(0).max(365).default(0),
  /** The line a customer is told to call when dispatch found nobody (the web app's VITE_SUPPORT_PHONE). */
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{2,30}$/, "must be a phone number such as 800 7623 7433 or +971 4 000 0000")
    .default(DEFAULT_SUPPORT_PHONE),
};

type ParsedDispatchEnv = z.output<z.ZodObject<typeof DispatchEnv>>;

export interface DispatchConfig {
  dispatch: Omit<DispatchPolicy, "offerTimeoutSeconds">;
  routeSampleSeconds: number;
  /** Simulated providers (0: none). */
  simulateFleet: number;
  /** Simulated customer requests per minute (0: none). */
  simulateDemand: number;
  /** The fleet feed's batch window on an API node, ms; undefined: the feed's default. */
  fleetBatchMs: number | undefined;
  /** Days of recent history seeded once beside the demo accounts (0: none). */
  seedHistoryDays: number;
  /** Told to customers whose request nobody took. */
  supportPhone: string;
}

export function dispatchConfigOf(env: ParsedDispatchEnv): DispatchConfig {
  return {
    dispatch: {
      emergencyOfferCount: env.DISPATCH_EMERGENCY_OFFERS,
      radiusStepsKm: env.DISPATCH_RADIUS_STEPS_KM,
      unassignedAfterSeconds: env.DISPATCH_UNASSIGNED_AFTER_SECONDS,
      scheduledLeadSeconds: env.DISPATCH_SCHEDULED_LEAD_MINUTES * 60,
    },
    routeSampleSeconds: env.ROUTE_SAMPLE_SECONDS,
    simulateFleet: env.SIMULATE_FLEET,
    simulateDemand: env.SIMULATE_DEMAND,
    fleetBatchMs: env.FLEET_BATCH_MS,
    seedHistoryDays: env.SEED_HISTORY_DAYS,
    supportPhone: env.SUPPORT_PHONE,
  };
}
