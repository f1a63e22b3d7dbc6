import type { CommandContext } from "../../command-api/commandContext";
import type { CommandDeps } from "../../command-api/commandDeps";
import { bookWithPayment } from "../../command-api/commands/bookWithPayment";
import { cancellationTerms } from "../../command-api/commands/cancellationTerms";
import { sendChatMessage } from "../../command-api/commands/chatCommands";
import {
  acceptJob,
  cancelRequest,
  completeJob,
  declineJob,
  markUnassigned,
  offerJobs,
  postReview,
  startJob,
} from "../../command-api/commands/requestCommands";
import { quoteLines } from "../../domain/money/priceLines";
import { distanceKm } from "../../domain/rules/distance";
import { EMERGENCY_BUTTON_PRIORITY, NOW_BOOKING_PRIORITY } from "../../domain/rules/priority";
import { jobDurationMin, type ServiceType } from "../../domain/rules/serviceTypes";
import { SYSTEM } from "../../domain/shared/actor";
import type { PaymentMethod } from "../../domain/shared/values";
import { TEST_CARD_TOKENS } from "../payments/testProcessor/testCards";
import { HUBS, pickHub, pointNear } from "../simulator/simulatedPlaces";
import type { HistoryCaptain, HistoryCustomer } from "./historyCast";
import type { SettleHistoryMoney } from "./historyMoney";

/** One command of the history, run when the simulated clock reaches `at`. */
export interface HistoryStep {
  at: number;
  run(deps: CommandDeps): Promise<unknown>;
}

/** What the planned bookings come to, for the start-up log line and the tests. */
export interface BookingTally {
  bookings: number;
  completed: number;
  cancelled: number;
  unassigned: number;
  reviews: number;
  chatMessages: number;
}

const SEC = 1000;
const MIN = 60 * SEC;

const SERVICE_MIX: readonly [ServiceType, number][] = [
  ["towing", 0.35],
  ["jump-start", 0.3],
  ["tire-change", 0.2],
  ["fuel-delivery", 0.15],
];
const PAYMENT_MIX: readonly [PaymentMethod, number][] = [
  ["card", 0.6],
  ["cash", 0.25],
  ["apple-pay", 0.15],
];
const CANCEL_BEFORE_ACCEPT = [
  "Car started again",
  "Found help nearby",
  "Waited too long",
  "Booked by mistake",
  "A friend is helping me",
];
const CANCEL_AFTER_ACCEPT = ["Captain is too far away", "Arranged other help", "No longer needed"];
const ADMIN_CANCEL = ["Customer unreachable by phone", "Duplicate booking"];
const DECLINE_REASONS = ["Too far", "On my break", "Truck not suitable", "Heavy traffic on my side"];
const COMMENTS: Readonly<Record<number, readonly (string | null)[]>> = {
  5: ["Fast and very professional, thank you!", "Arrived quicker than expected.", "Excellent service", null],
  4: ["Good service, a bit of a wait.", "Friendly captain, fair price.", null],
  3: ["OK, but took longer than the ETA.", null],
  2: ["Late and hard to reach by phone.", "Price higher than quoted."],
  1: ["Very late, not happy."],
};
const CAPTAIN_COMMENTS = ["Polite customer, easy pickup.", "Clear location, thanks.", null, null];
const CUSTOMER_CHAT = [
  "Hi, I'm parked on the hard shoulder, hazards on.",
  "I'm next to the petrol station entrance.",
  "White car, near the bus stop.",
  "How long will you be?",
];
const CAPTAIN_CHAT = [
  "On my way, about 15 minutes.",
  "Traffic is heavy, 10 more minutes.",
  "I can see you, pulling up behind.",
  "Please stay in a safe place until I arrive.",
];

/** The customer who books, the captains who may get the job; `plan` books them in time order. */
export class BookingPlanner {
  readonly tally: BookingTally = {
    bookings: 0,
    completed: 0,
    cancelled: 0,
    unassigned: 0,
    reviews: 0,
    chatMessages: 0,
  };
  private readonly freeAt = new Map<string, number>();

  constructor(
    private readonly cast: { customers: readonly HistoryCustomer[]; captains: readonly HistoryCaptain[] },
    private readonly random: () => number,
    private readonly options: {
      offerTtlSeconds: number;
      adminId: string;
      until: number;
      /** The money that follows a completion or cancellation, settled at once on the simulated clock. */
      settle?: SettleHistoryMoney;
    },
  ) {}

  /** The steps of one booking made at `at` (bookings must be planned in time order), up to `until`. */
  plan(at: number): HistoryStep[] {
    return this.steps(at).filter((step) => step.at < this.options.until);
  }

  private steps(at: number): HistoryStep[] {
    const r = this.random;
    const customer = this.pickCustomer(at);
    if (!customer) return [];
    const serviceType = pickWeighted(SERVICE_MIX, r);
    const hub = pickHub(r);
    // Demo and simulated customers mostly break down near home, sometimes on a trip.
    const near = r() < 0.75 ? { at: customer.home, radiusKm: 12 } : { at: hub.at, radiusKm: hub.radiusKm };
    const pickup = pointNear(near.at, near.radiusKm, r);
    const town = nearestTown(pickup);
    const candidates = this.freeCaptains(at, serviceType, pickup);
    const direct = r() < 0.55 && candidates.length > 0;
    const requestId = { value: "" };
    const customerAs = actor(customer.id, "customer");
    const steps: HistoryStep[] = [];
    // Customers mostly choose the first in the list (the nearest), otherwise one of the next two.
    const chosen = direct ? nearestMostly(candidates, r) : null;
    // Priced as every booking is (spec §9); the rank stands in for the comparison list of that moment.
    const lines = quoteLines({
      serviceType,
      scheduledAt: null,
      chosenProviderRank: chosen ? 1 + Math.floor(r() * 3) : null,
    });
    const paymentMethod = pickWeighted(PAYMENT_MIX, r);
    this.tally.bookings++;
    steps.push({
      at,
      run: async (deps) => {
        const booked = await bookWithPayment(deps)(
          {
            booking: {
              serviceType,
              priority: chosen ? NOW_BOOKING_PRIORITY : EMERGENCY_BUTTON_PRIORITY,
              paymentMethod: seededPaymentMethod(paymentMethod, deps),
              pickup: { location: `Near ${town}`, ...pickup },
              destination:
                serviceType === "towing" ? { location: `Garage, ${town}`, ...pointNear(pickup, 6, r) } : null,
              vehicle: customer.vehicle,
              description: null,
              providerId: chosen?.id ?? null,
              towingEquipmentId: null,
              scheduledAt: null,
            },
            quoteId: null,
            inlineLines: lines,
            paymentToken: TEST_CARD_TOKENS.approved,
          },
          customerAs,
        );
        requestId.value = booked.requestId;
        return booked;
      },
    });
    const id = () => requestId.value;

    // Who is offered the job, who declines, who accepts (offers last offerTtlSeconds).
    const ttl = this.options.offerTtlSeconds * SEC;
    let acceptAt: number | null = null;
    let winner: HistoryCaptain | null = null;
    const outcome = r();
    if (chosen) {
      if (outcome < 0.1) {
        // The chosen captain declines; dispatch offers the next one, who accepts.
        const declineAt = at + answerDelay(ttl, r);
        steps.push(this.decline(chosen, declineAt, id));
        const next = this.freeCaptains(at, serviceType, pickup).find((c) => c.id !== chosen.id);
        if (next) {
          const offerAt = declineAt + 2 * SEC;
          steps.push(this.offer([next], offerAt, id));
          winner = next;
          acceptAt = offerAt + answerDelay(ttl, r);
        }
      } else {
        winner = chosen;
        acceptAt = at + answerDelay(ttl, r);
      }
    } else if (candidates.length > 0) {
      const offered = candidates.slice(0, 3);
      const offerAt = at + 2 * SEC;
      steps.push(this.offer(offered, offerAt, id));
      if (outcome < 0.04) {
        // Everyone declines: nobody takes it, dispatch gives up after five minutes.
        for (const captain of offered) steps.push(this.decline(captain, offerAt + answerDelay(ttl, r), id));
      } else {
        // Sometimes the nearest declines first; one of the others takes it, the rest are withdrawn.
        const nearestDeclines = offered.length > 1 && r() < 0.3;
        if (nearestDeclines) steps.push(this.decline(offered[0]!, offerAt + 3 * SEC, id));
        winner = nearestMostly(nearestDeclines ? offered.slice(1) : offered, r);
        acceptAt = offerAt + 4 * SEC + answerDelay(ttl - 4 * SEC, r);
      }
    }

    const cancelEarly = r() < 0.07;
    if (winner === null || acceptAt === null || cancelEarly) {
      if (cancelEarly) {
        this.tally.cancelled++;
        const cancelAt = at + MIN + r() * 3 * MIN;
        steps.push(this.cancel(customerAs, pick(CANCEL_BEFORE_ACCEPT, r), cancelAt, id));
      } else {
        this.tally.unassigned++;
        steps.push({
          at: at + 5 * MIN,
          run: (deps) => markUnassigned(deps)({ requestId: id() }, context(SYSTEM)),
        });
      }
      return steps;
    }

    const captainAs = actor(winner.id, "provider");
    steps.push({ at: acceptAt, run: (deps) => acceptJob(deps)({ requestId: id() }, captainAs) });
    const driveMin = 8 + distanceKm(winner.home, pickup) * 1.2 + r() * 12;
    const startAt = acceptAt + driveMin * MIN;
    const late = r();
    if (late < 0.05) {
      this.tally.cancelled++;
      const cancelAt = acceptAt + (3 + r() * Math.max(1, driveMin - 4)) * MIN;
      const byAdmin = late < 0.012;
      steps.push(
        this.cancel(
          byAdmin ? actor(this.options.adminId, "admin") : customerAs,
          pick(byAdmin ? ADMIN_CANCEL : CANCEL_AFTER_ACCEPT, r),
          cancelAt,
          id,
        ),
      );
      this.freeAt.set(winner.id, cancelAt + 2 * MIN);
      return steps;
    }
    if (r() < 0.15) steps.push(...this.chat(customer, winner, acceptAt, startAt, id));
    steps.push({ at: startAt, run: (deps) => startJob(deps)({ requestId: id() }, captainAs) });
    const duration = jobDurationMin(serviceType);
    const completeAt = startAt + (duration.min + r() * (duration.max - duration.min)) * MIN;
    // The final price is the quote (the history has no extras).
    steps.push({
      at: completeAt,
      run: async (deps) => {
        await completeJob(deps)({ requestId: id(), finalPrice: null }, captainAs);
        await this.options.settle?.(deps, id());
      },
    });
    this.freeAt.set(winner.id, completeAt + (3 + r() * 15) * MIN);
    this.tally.completed++;

    if (r() < 0.7) {
      const rating = pickRating(r);
      const reviewAt = completeAt + (3 + r() * 90) * MIN;
      steps.push(this.review(customerAs, rating, pick(COMMENTS[rating]!, r), reviewAt, id));
    }
    if (r() < 0.45) {
      const reviewAt = completeAt + (1 + r() * 30) * MIN;
      const rating = r() < 0.85 ? 5 : 4;
      steps.push(this.review(captainAs, rating, pick(CAPTAIN_COMMENTS, r), reviewAt, id));
    }
    return steps;
  }

  private pickCustomer(at: number): HistoryCustomer | null {
    const r = this.random;
    const joined = this.cast.customers.filter((c) => c.joinedAt < at);
    if (joined.length === 0) return null;
    // The demo customers book more than most, so their histories have something in them.
    const demo = joined.filter((c) => c.simulatedIndex === null);
    if (demo.length > 0 && r() < 0.15) return pick(demo, r);
    return pick(joined, r);
  }

  /**
   * Captains who offer the service, joined and free at `at`, nearest first (within reason). A demo
   * captain within 30 km often comes first, so the demo's own dashboards have a history to show.
   */
  private freeCaptains(
    at: number,
    serviceType: ServiceType,
    pickup: { latitude: number; longitude: number },
  ) {
    const free = this.cast.captains
      .filter(
        (c) => c.joinedAt < at && c.services.includes(serviceType) && (this.freeAt.get(c.id) ?? 0) < at - MIN,
      )
      .map((c) => ({ c, km: distanceKm(c.home, pickup) }))
      .filter(({ km }) => km < 80)
      .sort((a, b) => a.km - b.km);
    const demos = free.filter(({ c, km }) => c.fleetIndex === null && km < 30);
    if (demos.length > 0 && this.random() < 0.5) {
      const demo = pick(demos, this.random);
      free.unshift(...free.splice(free.indexOf(demo), 1));
    }
    return free.map(({ c }) => c);
  }

  private offer(captains: readonly HistoryCaptain[], at: number, id: () => string): HistoryStep {
    const ttl = this.options.offerTtlSeconds;
    return {
      at,
      run: (deps) =>
        offerJobs(deps)(
          { requestId: id(), providerIds: captains.map((c) => c.id), offerTtlSeconds: ttl },
          context(SYSTEM),
        ),
    };
  }

  private decline(captain: HistoryCaptain, at: number, id: () => string): HistoryStep {
    const reason = pick(DECLINE_REASONS, this.random);
    return {
      at,
      run: (deps) => declineJob(deps)({ requestId: id(), reason }, actor(captain.id, "provider")),
    };
  }

  private cancel(as: CommandContext, reason: string, at: number, id: () => string): HistoryStep {
    return {
      at,
      // The customer confirms the fee the terms show (a card booking a captain accepted), as the app does.
      run: async (deps) => {
        const terms = await cancellationTerms(deps, id(), as.actor);
        await cancelRequest(deps)(
          { requestId: id(), reason, acceptedFeeFils: terms.feeFils > 0 ? terms.feeFils : null },
          as,
        );
        await this.options.settle?.(deps, id());
      },
    };
  }

  private review(
    as: CommandContext,
    rating: number,
    comment: string | null,
    at: number,
    id: () => string,
  ): HistoryStep {
    if (at < this.options.until) this.tally.reviews++;
    return { at, run: (deps) => postReview(deps)({ requestId: id(), rating, comment }, as) };
  }

  private chat(
    customer: HistoryCustomer,
    captain: HistoryCaptain,
    from: number,
    to: number,
    id: () => string,
  ): HistoryStep[] {
    const r = this.random;
    const count = 2 + Math.floor(r() * 2);
    const gap = (to - from) / (count + 1);
    return Array.from({ length: count }, (_, i) => {
      const fromCustomer = i % 2 === 0;
      const content = fromCustomer ? pick(CUSTOMER_CHAT, r) : pick(CAPTAIN_CHAT, r);
      this.tally.chatMessages++;
      return {
        at: from + gap * (i + 1),
        run: (deps: CommandDeps) =>
          sendChatMessage(deps)(
            {
              requestId: id(),
              receiverId: fromCustomer ? captain.id : customer.id,
              messageType: "text",
              content,
              imageUrl: null,
            },
            fromCustomer ? actor(customer.id, "customer") : actor(captain.id, "provider"),
          ),
      };
    });
  }
}

/** The first half the time (the nearest, or a demo captain put first), else one of the next two. */
const nearestMostly = <T>(options: readonly T[], r: () => number): T =>
  r() < 0.5 ? options[0]! : options[Math.floor(r() * Math.min(3, options.length))]!;

/** A captain reads an offer and answers within its lifetime: 5 s to three quarters of it. */
const answerDelay = (ttlMs: number, r: () => number) => 5 * SEC + r() * Math.max(0, ttlMs * 0.75 - 5 * SEC);

/** Most jobs end at the quote; a tow that went further, or extra work, costs more; now and then a goodwill discount. */
/**
 * Cards are paid through the gateway when it is the embedded test processor (its approved test card);
 * with a real processor (or none) seeded history is paid in cash, since no real card stands behind it.
 */
function seededPaymentMethod(method: PaymentMethod, deps: CommandDeps): PaymentMethod {
  if (method === "cash") return method;
  return deps.payments?.provider === "test" ? method : "cash";
}

function pickRating(r: () => number): number {
  const roll = r();
  if (roll < 0.58) return 5;
  if (roll < 0.84) return 4;
  if (roll < 0.93) return 3;
  if (roll < 0.97) return 2;
  return 1;
}

function nearestTown(point: { latitude: number; longitude: number }): string {
  let best = HUBS[0]!;
  for (const hub of HUBS) if (distanceKm(hub.at, point) < distanceKm(best.at, point)) best = hub;
  return best.name;
}

function pickWeighted<T>(options: readonly (readonly [T, number])[], r: () => number): T {
  let ticket = r();
  for (const [value, weight] of options) {
    ticket -= weight;
    if (ticket < 0) return value;
  }
  return options.at(-1)![0];
}

const pick = <T>(options: readonly T[], r: () => number): T => options[Math.floor(r() * options.length)]!;

const context = (a: CommandContext["actor"]): CommandContext => ({
  actor: a,
  correlationId: "seed-history",
  causationId: null,
});

const actor = (userId: string, role: "customer" | "provider" | "admin"): CommandContext =>
  context({ userId, role });
