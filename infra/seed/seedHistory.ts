import type { CommandDeps } from "../../command-api/commandDeps";
import type { PaperFiles } from "../../command-api/onboarding/paperFiles";
import type { DocumentStorage } from "../../command-api/rest/uploads/documentStorage";
import type { EventStore } from "../../domain/ports/eventStore";
import { seededRandom } from "../simulator/simulatedPlaces";
import { ensureCaptain, ensureCustomer } from "../simulator/startFleetSimulator";
import { DEMO_ACCOUNTS } from "./demoAccounts";
import { cachingDocumentNumbers } from "./documentNumbersCache";
import { hashOnce } from "./hashOnce";
import { BookingPlanner, type BookingTally, type HistoryStep } from "./historyBookings";
import { historyCast } from "./historyCast";
import { bookingTimes } from "./historyDemand";
import { type HistoryMoneyTerms, historyMoney } from "./historyMoney";
import { seedDemoData } from "./seedDemoData";
import { SimulatedClock, simulatedIds } from "./simulatedTime";

export interface HistoryOptions {
  /** Days of history, ending a few hours before `now`. */
  days: number;
  /** The real present: the history ends before it. */
  now: Date;
  /** Average bookings a day over the period. */
  bookingsPerDay?: number;
  /** Simulated captains (the live fleet's first ones) and customers in the history. */
  captains?: number;
  customers?: number;
  seed?: number;
  /** The demo captains' papers (generated PDFs) and the simulated captains' (shared files); paths only without. */
  demoDocuments?: DocumentStorage;
  fleetDocuments?: PaperFiles;
  /**
   * The supplier and commission the invoicing process uses: with them each seeded job's money
   * (capture, tax invoice) is settled on the simulated clock right after it ends; without, it is
   * left to the worker, which dates it at the real present.
   */
  money?: HistoryMoneyTerms;
}

export interface HistoryReport extends BookingTally {
  /** Whether this run seeded (false: the store already held events, so it was not the first start). */
  seeded: boolean;
  from: string | null;
  to: string | null;
  commands: number;
  seconds: number;
}

const DAY_MS = 86_400_000;
/** The last booking is this long before now, so every job in it has ended (the longest take under four hours). */
const LAST_BOOKING_BEFORE_NOW_MS = 6 * 3_600_000;
/** Nothing of the history happens later than this before now (a late review is left out). */
export const HISTORY_ENDS_BEFORE_NOW_MS = 3_600_000;
export const HISTORY_DEFAULTS = { bookingsPerDay: 20, captains: 40, customers: 40, seed: 20_260_101 };

/**
 * The first start's recent past: `days` of bookings by the demo and simulated customers with the
 * demo and simulated captains, sent through the ordinary command handlers with a simulated clock
 * (and ids stamped with it), so each event's occurredAt and its data's timestamps are the simulated
 * moment and the read models, the audit log and a replay all agree. The demo accounts are seeded
 * here too, before the history begins, so their sign-ups precede their bookings.
 *
 * Only on an empty store: a store that holds anything has a past of its own, into which invented
 * older events must not be appended. That is also what makes it happen once: a second start finds
 * the events of the first. Deterministic for a given seed and `now`.
 */
export async function seedHistory(
  live: CommandDeps,
  store: EventStore,
  options: HistoryOptions,
): Promise<HistoryReport> {
  const started = performance.now();
  const settings = { ...HISTORY_DEFAULTS, ...definedOnly(options) };
  const empty = (await store.readAll({ limit: 1 })).length === 0;
  if (!empty || options.days <= 0)
    return { seeded: false, from: null, to: null, commands: 0, seconds: 0, ...zeroTally() };

  const random = seededRandom(settings.seed);
  const to = options.now.getTime() - LAST_BOOKING_BEFORE_NOW_MS;
  const from = to - options.days * DAY_MS;
  const cast = historyCast({
    from,
    days: options.days,
    captains: settings.captains,
    customers: settings.customers,
    random,
  });
  const start = Math.min(...cast.captains.map((c) => c.joinedAt), ...cast.customers.map((c) => c.joinedAt));
  const clock = new SimulatedClock(start - 60_000);
  const deps: CommandDeps = {
    ...live,
    store: cachingDocumentNumbers(live.store),
    clock,
    ids: simulatedIds(clock, random),
    hasher: hashOnce(live.hasher),
  };

  const steps: HistoryStep[] = [
    {
      at: start - 60_000,
      run: (d) =>
        seedDemoData(d, "seed-history", options.demoDocuments ? { documents: options.demoDocuments } : {}),
    },
  ];
  for (const captain of cast.captains) {
    if (captain.fleetIndex === null) continue;
    const index = captain.fleetIndex;
    steps.push({
      at: captain.joinedAt,
      run: (d) =>
        ensureCaptain(d, {
          id: captain.id,
          index,
          start: captain.start,
          town: captain.town,
          documents: options.fleetDocuments,
        }),
    });
  }
  for (const customer of cast.customers) {
    const index = customer.simulatedIndex;
    if (index === null) continue;
    steps.push({ at: customer.joinedAt, run: (d) => ensureCustomer(d, customer.id, index) });
  }
  const admin = DEMO_ACCOUNTS.find((a) => a.userType === "admin")!;
  const planner = new BookingPlanner(cast, random, {
    offerTtlSeconds: live.offerTtlSeconds,
    adminId: admin.id,
    until: options.now.getTime() - HISTORY_ENDS_BEFORE_NOW_MS,
    ...(options.money ? { settle: historyMoney(options.money) } : {}),
  });
  for (const at of bookingTimes(from, to, settings.bookingsPerDay, random)) steps.push(...planner.plan(at));

  // Stable: steps of one booking at the same millisecond keep their planned order.
  const ordered = steps
    .map((step, order) => ({ step, order }))
    .sort((a, b) => a.step.at - b.step.at || a.order - b.order);
  for (const { step } of ordered) {
    clock.moveTo(Math.floor(step.at));
    await step.run(deps);
  }
  return {
    seeded: true,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    commands: ordered.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    ...planner.tally,
  };
}

const zeroTally = (): BookingTally => ({
  bookings: 0,
  completed: 0,
  cancelled: 0,
  unassigned: 0,
  reviews: 0,
  chatMessages: 0,
});

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
