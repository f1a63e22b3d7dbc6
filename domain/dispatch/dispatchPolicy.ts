import { openOffers } from "../request/state";
import { addSeconds } from "../request/time";
import type { Priority } from "../shared/values";
import { type DispatchCandidate, rankCandidates } from "./dispatchCandidates";
import type { DispatchRequest } from "./dispatchRequest";

/** Dispatch's knobs (infra/config reads them from the environment). */
export interface DispatchPolicy {
  /** How long one offer stays open. */
  offerTimeoutSeconds: number;
  /** Emergencies go to this many providers at once; the first to accept wins. */
  emergencyOfferCount: number;
  /** Search radii in km, smallest first; each offer round moves one step out. */
  radiusStepsKm: readonly number[];
  /** Nobody accepted this long after dispatch began: the request is marked unassigned. */
  unassignedAfterSeconds: number;
  /** A scheduled request is offered this long before its time. */
  scheduledLeadSeconds: number;
}

export const DEFAULT_DISPATCH_POLICY: DispatchPolicy = {
  offerTimeoutSeconds: 30,
  emergencyOfferCount: 3,
  radiusStepsKm: [5, 10, 20],
  unassignedAfterSeconds: 300,
  scheduledLeadSeconds: 3600,
};

export type DispatchAction =
  | { type: "withdraw-expired"; providerId: string }
  /** The provider took another job since: nobody is double-booked, so the request moves on. */
  | { type: "withdraw-busy"; providerId: string }
  /** `distanceKm` is null for the customer's own choice, who is offered wherever they are. */
  | { type: "offer"; providerId: string; distanceKm: number | null }
  | { type: "unassign" };

export interface DispatchStep {
  /** Commands to issue now, in this order. */
  actions: DispatchAction[];
  /** When to look again if no event arrives first (an offer expiring, a schedule coming due, the limit); null: never. */
  wakeAt: string | null;
}

/**
 * The online providers near the pickup: a list, or a lookup by radius (the geo index), so a step reads
 * only as far out as its round needs. A lookup may return some beyond the radius: the policy measures.
 */
export type DispatchCandidates =
  | readonly DispatchCandidate[]
  | ((radiusKm: number) => readonly DispatchCandidate[]);

/** The emergency button sends urgent (spec §4); critical and emergency are as pressing. */
const PRESSING: ReadonlySet<Priority> = new Set(["urgent", "critical", "emergency"]);

/** Nobody was chosen and it is pressing: notify the nearest providers at once (spec "nearest providers notified"). */
export const isEmergency = (request: DispatchRequest): boolean =>
  request.chosenProviderId === null && PRESSING.has(request.priority);

/**
 * When dispatch begins: at once, or the lead time before a scheduled request's time (never before it
 * was made); a reassigned job begins again when an admin put it back (its rounds and limit count from there).
 */
export function dispatchStartsAt(request: DispatchRequest, policy: DispatchPolicy): string {
  const redispatched = request.state.redispatchedAt;
  if (redispatched !== null) return redispatched;
  if (request.scheduledAt === null) return request.requestedAt;
  const due = addSeconds(request.scheduledAt, -policy.scheduledLeadSeconds);
  return ms(due) > ms(request.requestedAt) ? due : request.requestedAt;
}

/**
 * What dispatch does next for one request, given the time and the online providers near its pickup.
 * Pure: the process manager calls it after every event of the request, whenever `wakeAt` comes, and
 * when a provider holding one of its offers takes another job (`onAnotherJob`).
 *
 * - A chosen provider holds the first offer (the booking made it); scheduled requests offer the chosen
 *   provider first at the lead time. After a decline or a timeout the next best provider by the spec's
 *   score is offered, one at a time.
 * - Emergencies are offered to the best k at once, in a radius that grows one step per offer round
 *   (and at once when the smaller radius holds fewer than k).
 * - Expired offers, and offers to providers now on another job, are withdrawn. When nobody is left to ask, or the limit has passed, the request is
 *   marked unassigned (the decider withdraws any offer still open).
 */
export function nextDispatchStep(
  request: DispatchRequest,
  candidates: DispatchCandidates,
  now: string,
  policy: DispatchPolicy,
  onAnotherJob: { has(providerId: string): boolean } = NOBODY,
): DispatchStep {
  const idle: DispatchStep = { actions: [], wakeAt: null };
  if (request.state.status !== "pending") return idle;
  const startsAt = dispatchStartsAt(request, policy);
  if (ms(now) < ms(startsAt)) return { actions: [], wakeAt: startsAt };

  const elapsedSeconds = (ms(now) - ms(startsAt)) / 1000;
  if (elapsedSeconds >= policy.unassignedAfterSeconds)
    return { actions: [{ type: "unassign" }], wakeAt: null };
  const limitAt = addSeconds(startsAt, policy.unassignedAfterSeconds);

  const actions: DispatchAction[] = [];
  const stillOpen: { expiresAt: string }[] = [];
  for (const offer of openOffers(request.state)) {
    if (ms(offer.expiresAt) <= ms(now))
      actions.push({ type: "withdraw-expired", providerId: offer.providerId });
    else if (onAnotherJob.has(offer.providerId))
      actions.push({ type: "withdraw-busy", providerId: offer.providerId });
    else stillOpen.push(offer);
  }

  const wanted = isEmergency(request) ? policy.emergencyOfferCount : 1;
  const missing = wanted - stillOpen.length;
  const offered = new Set(request.state.offers.map((offer) => offer.providerId));
  if (missing > 0) {
    const chosen = request.chosenProviderId;
    if (chosen !== null && !offered.has(chosen)) {
      // The customer's own choice comes first (a scheduled booking reaching its lead time).
      actions.push({ type: "offer", providerId: chosen, distanceKm: null });
      offered.add(chosen);
      stillOpen.push({ expiresAt: addSeconds(now, policy.offerTimeoutSeconds) });
    } else {
      const round = Math.floor(elapsedSeconds / policy.offerTimeoutSeconds);
      const picked = pickCandidates(request, candidates, offered, missing, round, policy.radiusStepsKm);
      for (const candidate of picked) {
        actions.push({ type: "offer", providerId: candidate.providerId, distanceKm: candidate.distanceKm });
        stillOpen.push({ expiresAt: addSeconds(now, policy.offerTimeoutSeconds) });
      }
    }
  }

  if (stillOpen.length === 0) return { actions: [...actions, { type: "unassign" }], wakeAt: null };
  const firstExpiry = stillOpen.map((offer) => offer.expiresAt).reduce((a, b) => (ms(a) <= ms(b) ? a : b));
  return { actions, wakeAt: ms(firstExpiry) < ms(limitAt) ? firstExpiry : limitAt };
}

/** The best `count` not yet asked, from the round's radius outwards until enough are found. */
function pickCandidates(
  request: DispatchRequest,
  candidates: DispatchCandidates,
  offered: ReadonlySet<string>,
  count: number,
  round: number,
  radiusStepsKm: readonly number[],
) {
  const steps = radiusStepsKm.length > 0 ? radiusStepsKm : [Number.POSITIVE_INFINITY];
  let ranked: ReturnType<typeof rankCandidates> = [];
  for (let step = Math.min(round, steps.length - 1); step < steps.length; step++) {
    const radiusKm = steps[step]!;
    const near = typeof candidates === "function" ? candidates(radiusKm) : candidates;
    ranked = rankCandidates(request, near, radiusKm, offered);
    if (ranked.length >= count) break;
  }
  return ranked.slice(0, count);
}

const ms = (iso: string): number => Date.parse(iso);

const NOBODY: ReadonlySet<string> = new Set();
