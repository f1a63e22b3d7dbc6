import type { CommandContext } from "../../command-api/commandContext";
import type { CommandDeps } from "../../command-api/commandDeps";
import { bookWithPayment } from "../../command-api/commands/bookWithPayment";
import { verifyEmail } from "../../command-api/commands/emailVerificationCommands";
import {
  addTowingEquipment,
  changeProviderServices,
  goOffline,
  goOnline,
} from "../../command-api/commands/providerCommands";
import { registerAccount } from "../../command-api/commands/registration";
import { acceptJob, completeJob, declineJob, startJob } from "../../command-api/commands/requestCommands";
import { onboardApprovedCaptain } from "../../command-api/onboarding/captainOnboarding";
import type { PaperFiles } from "../../command-api/onboarding/paperFiles";
import { quoteBooking } from "../../command-api/pricing/quoteBooking";
import { uaeToday } from "../../command-api/uaeToday";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import type { LatLng } from "../../domain/rules/distance";
import { EMERGENCY_BUTTON_PRIORITY, NOW_BOOKING_PRIORITY } from "../../domain/rules/priority";
import { SERVICE_TYPES } from "../../domain/rules/serviceTypes";
import { SYSTEM } from "../../domain/shared/actor";
import { DomainError } from "../../domain/shared/domainError";
import { accountStream } from "../../domain/streams";
import { onlineProviders } from "../../projections/read-models/provider-directory/queries";
import {
  REQUEST_CHANGED_TOPIC,
  type RequestChangedPayload,
} from "../../projections/read-models/request-history/projection";
import { byId } from "../../projections/read-models/request-history/queries";
import { TEST_CARD_TOKENS } from "../payments/testProcessor/testCards";
import { type CaptainIntent, SimulatedCaptain } from "./simulatedCaptain";
import { HUBS, pickHub, pointNear, seededRandom } from "./simulatedPlaces";

export interface FleetSimulatorDeps {
  commands: CommandDeps;
  sql: Sql;
  liveBus: LiveBus;
  /** The live positions channel real devices report to (/ws and reportLocation). */
  positions: {
    report(position: {
      userId: string;
      userType: "provider";
      latitude: number;
      longitude: number;
    }): Promise<void>;
  };
  providers: number;
  /** Simulated customer requests per minute. */
  requestsPerMinute: number;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /**
   * The captains' papers: every simulated captain is an approved captain with three papers on
   * record. startOperations shares one generated PDF per kind across the fleet (sharedPaperFiles),
   * so thousands of captains cost three small files; without it only the paths are recorded.
   */
  documents?: PaperFiles;
  /** Each captain reports this often (a phone's GPS rate, not the map's). */
  tickMs?: number;
  seed?: number;
}

export interface FleetSimulator {
  captains: ReadonlyMap<string, SimulatedCaptain>;
  stop(): Promise<void>;
}

const TICK_MS = 3000;
const CUSTOMERS = 10;
/** Captains answer an offer after reading it: 4–15 s. */
const ANSWER_DELAY_MS = { min: 4000, max: 15_000 };
const ACCEPT_SHARE = 0.85;
/** Requests from simulated customers: this share press the emergency button, the rest book a captain. */
const EMERGENCY_SHARE = 0.4;
const PASSWORD = "simulated-fleet";
/** The fleet's seed: the same captains in the same towns, run after run (and in the seeded history). */
export const FLEET_SEED = 20_250_301;

export const simulatedProviderId = (index: number) => `sim-captain-${String(index + 1).padStart(5, "0")}`;
export const simulatedCustomerId = (index: number) => `sim-customer-${String(index + 1).padStart(3, "0")}`;

export interface CaptainHome {
  id: string;
  index: number;
  town: string;
  home: { at: LatLng; radiusKm: number };
  start: LatLng;
}

/**
 * Where each simulated captain is based, drawn from `random` in a fixed order: the live fleet and
 * the seeded history (infra/seed/seedHistory.ts) draw them from the same seed, so captain 7 is the
 * same Al Ain captain in both.
 */
export function captainHomes(count: number, random: () => number): CaptainHome[] {
  return Array.from({ length: count }, (_, index) => {
    const hub = pickHub(random);
    const start = pointNear(hub.at, hub.radiusKm, random);
    return {
      id: simulatedProviderId(index),
      index,
      town: hub.name,
      home: { at: hub.at, radiusKm: hub.radiusKm },
      start,
    };
  });
}

/**
 * A fleet of simulated captains (and, optionally, customers) that keeps the map and the numbers alive.
 * They are ordinary accounts and use only what real ones use: sign-up, GoOnline/GoOffline, position
 * reports to the live positions channel, Accept/Decline/Start/Complete, RequestService. No back doors:
 * every effect goes through the command handlers and is in the event store like anyone else's.
 */
export async function startFleetSimulator(deps: FleetSimulatorDeps): Promise<FleetSimulator> {
  const random = seededRandom(deps.seed ?? FLEET_SEED);
  const tickMs = deps.tickMs ?? TICK_MS;
  const commands = deps.commands;
  const captains = new Map<string, SimulatedCaptain>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const onError = (what: string) => (error: unknown) => {
    if (error instanceof DomainError && (error.code === "conflict" || error.code === "forbidden")) return;
    if (!stopped) deps.log.warn({ err: error }, `simulator: ${what} failed`);
  };
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) fn();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  for (const { id, index, town, home, start } of captainHomes(deps.providers, random)) {
    await ensureCaptain(commands, { id, index, start, town, documents: deps.documents });
    captains.set(id, new SimulatedCaptain(id, home, start, random));
  }
  const customers = Array.from({ length: deps.requestsPerMinute > 0 ? CUSTOMERS : 0 }, (_, i) =>
    simulatedCustomerId(i),
  );
  for (const [index, id] of customers.entries()) await ensureCustomer(commands, id, index);
  deps.log.info({ providers: captains.size, customers: customers.length }, "fleet simulator started");

  async function act(captain: SimulatedCaptain, intent: CaptainIntent) {
    const as = actingAs(captain.id);
    switch (intent.type) {
      case "report":
        return deps.positions.report({ userId: captain.id, userType: "provider", ...intent.at });
      case "go-online":
        return goOnline(commands)({ providerId: captain.id, ...intent.at }, as);
      case "go-offline":
        return goOffline(commands)({ providerId: captain.id }, as);
      case "start":
        return startJob(commands)({ requestId: intent.requestId }, as).catch((error) => {
          captain.release(); // cancelled while driving there
          throw error;
        });
      case "complete":
        return completeJob(commands)({ requestId: intent.requestId, finalPrice: null }, as);
    }
  }

  // Everyone online first, spread over a tick so a big fleet does not append in one burst.
  for (const captain of captains.values()) {
    later(random() * tickMs, () => {
      goOnline(commands)({ providerId: captain.id, ...captain.motion.at }, actingAs(captain.id)).catch(
        onError("going online"),
      );
    });
  }

  // Each captain ticks on its own phase of the interval, as independent phones would.
  const phases = new Map([...captains.keys()].map((id) => [id, random() * tickMs]));
  let lastTick = Date.now();
  const ticker = setInterval(
    () => {
      const now = Date.now();
      for (const captain of captains.values()) {
        const phase = phases.get(captain.id)!;
        const due = Math.floor((now - phase) / tickMs) > Math.floor((lastTick - phase) / tickMs);
        if (!due) continue;
        for (const intent of captain.tick(now, tickMs / 1000))
          act(captain, intent).catch(onError(intent.type));
      }
      lastTick = now;
    },
    Math.min(250, tickMs),
  );
  ticker.unref();

  // Offers reach captains as they reach real ones: the request_history change that /ws turns into new_request.
  const considering = new Set<string>();
  const stopOffers = deps.liveBus.subscribe(REQUEST_CHANGED_TOPIC, (payload) => {
    const change = payload as RequestChangedPayload;
    for (const providerId of change.offeredTo) {
      const captain = captains.get(providerId);
      const key = `${change.requestId}/${providerId}`;
      if (!captain || considering.has(key) || change.status !== "pending") continue;
      considering.add(key);
      const delay = ANSWER_DELAY_MS.min + random() * (ANSWER_DELAY_MS.max - ANSWER_DELAY_MS.min);
      later(delay, () => {
        considering.delete(key);
        answer(captain, change.requestId).catch(onError("answering an offer"));
      });
    }
    // A job of ours that was cancelled: stop driving there.
    if (change.status === "cancelled" && change.providerId) {
      const captain = captains.get(change.providerId);
      if (captain?.job?.requestId === change.requestId) captain.release();
    }
  });

  async function answer(captain: SimulatedCaptain, requestId: string) {
    const as = actingAs(captain.id);
    if (!captain.isFree || random() > ACCEPT_SHARE) {
      await declineJob(commands)({ requestId, reason: captain.isFree ? "Too far" : "On another job" }, as);
      return;
    }
    captain.mode = "considering";
    try {
      await acceptJob(commands)({ requestId }, as);
      const request = await byId(deps.sql, requestId);
      const pickup = request
        ? { latitude: request.pickupLatitude, longitude: request.pickupLongitude }
        : captain.motion.at;
      captain.assign(requestId, pickup, request?.serviceType ?? "jump-start");
    } catch (error) {
      captain.release();
      throw error;
    }
  }

  if (deps.requestsPerMinute > 0) {
    const everyMs = 60_000 / deps.requestsPerMinute;
    const demand = setInterval(() => {
      requestHelp(customers[Math.floor(random() * customers.length)]!).catch(onError("requesting help"));
    }, everyMs);
    demand.unref();
    timers.add(demand);
  }

  async function requestHelp(customerId: string) {
    const hub = pickHub(random);
    const pickup = pointNear(hub.at, hub.radiusKm, random);
    const serviceType = SERVICE_TYPES[Math.floor(random() * SERVICE_TYPES.length)]!;
    const emergency = random() < EMERGENCY_SHARE;
    const today = uaeToday(commands.clock);
    const nearest = emergency
      ? []
      : await onlineProviders(deps.sql, { serviceType, near: { ...pickup, radiusKm: 10 }, limit: 3, today });
    const chosen = nearest[0]?.id ?? null;
    const booked = chosen === null ? "towing" : serviceType;
    // Priced as every booking is (spec §9): the chosen captain's rank, or the starting price.
    const inlineLines = await quoteBooking(deps.sql, {
      serviceType: booked,
      pickup,
      providerId: chosen,
      scheduledAt: null,
      today,
    });
    // Simulated customers pay by the test processor's approved card; with a real processor, in cash.
    const card = commands.payments?.provider === "test";
    await bookWithPayment(commands)(
      {
        booking: {
          serviceType: booked,
          priority: chosen === null ? EMERGENCY_BUTTON_PRIORITY : NOW_BOOKING_PRIORITY,
          paymentMethod: card ? "card" : "cash",
          pickup: { location: `Near ${hub.name}`, ...pickup },
          destination: null,
          vehicle: {
            vehicleId: null,
            make: "Nissan",
            model: "Patrol",
            year: 2022,
            color: "White",
            licensePlate: null,
            vehicleType: "suv",
            fuelType: "petrol",
          },
          description: "Simulated request",
          providerId: chosen,
          towingEquipmentId: null,
          scheduledAt: null,
        },
        quoteId: null,
        inlineLines,
        paymentToken: card ? TEST_CARD_TOKENS.approved : null,
      },
      {
        actor: { userId: customerId, role: "customer" },
        correlationId: commands.ids.next(),
        causationId: null,
      },
    );
  }

  return {
    captains,
    async stop() {
      stopped = true;
      clearInterval(ticker);
      stopOffers();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

const actingAs = (providerId: string): CommandContext => ({
  actor: { userId: providerId, role: "provider" },
  correlationId: `simulator-${providerId}`,
  causationId: null,
});

const system: CommandContext = { actor: SYSTEM, correlationId: "simulator-setup", causationId: null };

/**
 * Signs the captain up once (a restart finds the account and skips the password hashing), gives
 * them a truck, and has the system approve them with papers on record. A restart onboards captains
 * made before onboarding existed, and re-papers one whose papers lapsed; it leaves the rest alone.
 */
export async function ensureCaptain(
  commands: CommandDeps,
  c: {
    id: string;
    index: number;
    start: { latitude: number; longitude: number };
    town: string;
    documents: PaperFiles | undefined;
  },
): Promise<void> {
  const { id, index, start, town } = c;
  const name = `Sim Captain ${index + 1} (${town})`;
  const onboard = () =>
    onboardApprovedCaptain(commands, {
      providerId: id,
      name,
      correlationId: "simulator-setup",
      note: "Simulated captain",
      ...(c.documents ? { documents: c.documents } : {}),
    });
  if ((await commands.store.readStream(accountStream(id))).length > 0) {
    // Captains made before email verification existed: the system vouches for them now (no-op after).
    await verifyEmail(commands)({ accountId: id }, system);
    await onboard();
    return;
  }
  await registerAccount(commands)(
    {
      accountId: id,
      name,
      email: `${id}@fleet.roadside.ae`,
      phone: `+971 50 ${String(1_000_000 + index).slice(-7)}`,
      password: PASSWORD,
      userType: "provider",
      latitude: start.latitude,
      longitude: start.longitude,
    },
    system,
  );
  // A simulated captain's mailbox does not exist: the system vouches for it, as seeding does.
  await verifyEmail(commands)({ accountId: id }, system);
  await addTowingEquipment(commands)(
    {
      providerId: id,
      equipment: {
        equipmentId: `${id}-truck`,
        truckName: `Flatbed ${index + 1}`,
        truckType: "flatbed",
        capacityKg: 3500,
        compatibleVehicles: ["sedan", "suv", "hatchback", "coupe", "luxury"],
        features: ["GPS tracking"],
        plate: `Dubai S ${String(10_000 + index).slice(-5)}`,
      },
    },
    system,
  ).catch((error: unknown) => {
    if (!(error instanceof DomainError && error.code === "conflict")) throw error;
  });
  // Every simulated captain offers all four services: the flatbed tows, the van does the rest.
  await changeProviderServices(commands)({ providerId: id, services: [...SERVICE_TYPES] }, system);
  await onboard();
}

export async function ensureCustomer(commands: CommandDeps, id: string, index: number): Promise<void> {
  if ((await commands.store.readStream(accountStream(id))).length > 0) return;
  const hub = HUBS[index % HUBS.length]!;
  await registerAccount(commands)(
    {
      accountId: id,
      name: `Sim Customer ${index + 1}`,
      email: `${id}@customers.roadside.ae`,
      phone: `+971 55 ${String(2_000_000 + index).slice(-7)}`,
      password: PASSWORD,
      userType: "customer",
      ...hub.at,
    },
    system,
  );
}
