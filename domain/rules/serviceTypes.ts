import { z } from "zod";

/** The four bookable services (spec §3 Service request.serviceType). */
export const SERVICE_TYPES = ["towing", "jump-start", "tire-change", "fuel-delivery"] as const;
export const serviceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** The map and the schedule modal say "fuel" where requests say "fuel-delivery" (spec §3). */
const SERVICE_TYPE_ALIASES: Readonly<Record<string, ServiceType>> = { fuel: "fuel-delivery" };

/**
 * The canonical service type for a value coming from any screen, or null when it is not one of ours.
 * Case and surrounding spaces are forgiven because the value often comes from free-form clients.
 */
export function normalizeServiceType(value: string): ServiceType | null {
  const key = value.trim().toLowerCase();
  const alias = SERVICE_TYPE_ALIASES[key];
  if (alias) return alias;
  const parsed = serviceTypeSchema.safeParse(key);
  return parsed.success ? parsed.data : null;
}

/** Accepts a canonical service type or its alias and yields the canonical one: for inputs at the edges. */
export const serviceTypeInputSchema = z.string().transform((value, ctx) => {
  const serviceType = normalizeServiceType(value);
  if (serviceType === null) {
    ctx.addIssue({
      code: "custom",
      message: `serviceType must be one of ${SERVICE_TYPES.join(", ")} (or fuel)`,
    });
    return z.NEVER;
  }
  return serviceType;
});

/**
 * History cards show the service type with hyphens turned into capitalised words (spec §2.8):
 * "tire-change" → "Tire Change". Works on any value, so sample types and aliases display too.
 */
export function serviceDisplayName(serviceType: string): string {
  return serviceType
    .split("-")
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Starting prices in AED shown on the home buttons and used as the base of every quote (spec §2.4, §9). */
export const STARTING_PRICE_AED: Readonly<Record<ServiceType, number>> = {
  towing: 275,
  "jump-start": 165,
  "tire-change": 195,
  "fuel-delivery": 225,
};

/** Quick booking prices a service outside the table at 225 (spec §9 "other"). */
export const QUICK_BOOKING_OTHER_PRICE_AED = 225;
/** The schedule modal, and any other place without a price, falls back to 200 (spec §9 "other"). */
export const FALLBACK_STARTING_PRICE_AED = 200;

/** Where a price is asked for: the two flows disagree on unknown services, so the caller says which. */
export type PricingContext = "quick-booking" | "schedule";

/** Starting price in AED for any service value (aliases accepted); unknown services get the context's fallback. */
export function startingPriceAed(serviceType: string, context: PricingContext = "schedule"): number {
  const known = normalizeServiceType(serviceType);
  if (known) return STARTING_PRICE_AED[known];
  return context === "quick-booking" ? QUICK_BOOKING_OTHER_PRICE_AED : FALLBACK_STARTING_PRICE_AED;
}

/** An inclusive range of minutes, e.g. 15-30. */
export interface MinuteRange {
  readonly min: number;
  readonly max: number;
}

/** ETA ranges printed on the four service buttons of the customer home (spec §2.4). */
export const HOME_BUTTON_ETA_MIN: Readonly<Record<ServiceType, MinuteRange>> = {
  towing: { min: 15, max: 30 },
  "jump-start": { min: 5, max: 15 },
  "tire-change": { min: 10, max: 25 },
  "fuel-delivery": { min: 10, max: 20 },
};

/** How long the job itself takes on site (spec §9 Duration column). */
export const JOB_DURATION_MIN: Readonly<Record<ServiceType, MinuteRange>> = {
  towing: { min: 30, max: 45 },
  "jump-start": { min: 15, max: 20 },
  "tire-change": { min: 20, max: 30 },
  "fuel-delivery": { min: 15, max: 25 },
};
/** Duration for services outside the table (spec §9 "other"). */
export const OTHER_JOB_DURATION_MIN: MinuteRange = { min: 25, max: 35 };

/** Job duration for any service value (aliases accepted); unknown services get the "other" range. */
export function jobDurationMin(serviceType: string): MinuteRange {
  const known = normalizeServiceType(serviceType);
  return known ? JOB_DURATION_MIN[known] : OTHER_JOB_DURATION_MIN;
}

/** "15-30 min", the way the spec prints ranges. */
export function formatMinuteRange(range: MinuteRange): string {
  return `${range.min}-${range.max} min`;
}
