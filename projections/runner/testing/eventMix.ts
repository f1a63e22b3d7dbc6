import { v7 as uuidV7 } from "uuid";
import type { AccountEvent } from "../../../domain/account/events";
import type { ChatEvent } from "../../../domain/chat/events";
import { currentSchemaVersion } from "../../../domain/events";
import type { Actor, NewEvent } from "../../../domain/ports/eventStore";
import type { ProviderEvent } from "../../../domain/provider/events";
import type { RequestEvent } from "../../../domain/request/events";
import { accountStream, chatStream, providerStream, requestStream } from "../../../domain/streams";

/**
 * A realistic mix of events for replay tests and benchmarks: customers and captains sign up,
 * captains go online, requests run their course (offered, sometimes declined, accepted,
 * started, completed and reviewed; some cancelled or unassigned) with a little chat.
 * Each `Command` is what one command handler would append to one stream.
 *
 * Ids are UUIDv7, as the product mints them (infra/runtime/uuidV7Ids.ts): time-ordered, so new
 * requests, streams and events land at the right-hand end of every index keyed by them. With random
 * (v4) ids each command's index entries landed on pages all over indexes of a million entries:
 * after a checkpoint nearly every one was a full-page image in the WAL (12,584 in the first 10 s
 * live run after a replay, against 1,072 with v7), which every append's commit then waited to flush.
 */
export interface Command {
  stream: string;
  events: NewEvent[];
}

type DomainEvent = AccountEvent | ProviderEvent | RequestEvent | ChatEvent;

const SERVICES = ["towing", "jump-start", "tire-change", "fuel-delivery"] as const;
const PRICES = { towing: 250, "jump-start": 120, "tire-change": 150, "fuel-delivery": 100 } as const;
const CITIES = [
  { city: "Dubai", lat: 25.2048, lng: 55.2708 },
  { city: "Abu Dhabi", lat: 24.4539, lng: 54.3773 },
  { city: "Sharjah", lat: 25.3463, lng: 55.4209 },
  { city: "Ajman", lat: 25.4052, lng: 55.5136 },
] as const;

/** Small, seeded and fast: the same seed gives the same history (ids aside). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface EventMixOptions {
  seed?: number;
  customers?: number;
  providers?: number;
  /** Time of the first event; later ones follow a minute or so apart per request. */
  startAt?: Date;
  /** Stamp every event with the real time instead (live benchmarks measure lag from it). */
  stampNow?: boolean;
}

export class EventMix {
  private readonly random: () => number;
  private readonly customers: string[] = [];
  private readonly providers: string[] = [];
  private clock: number;

  constructor(private readonly options: EventMixOptions = {}) {
    this.random = seededRandom(options.seed ?? 42);
    this.clock = (options.startAt ?? new Date("2026-01-01T06:00:00.000Z")).getTime();
  }

  /** Sign-ups of the customers and captains the requests will use. */
  *population(): Generator<Command> {
    for (let i = 0; i < (this.options.customers ?? 200); i++) yield* this.customerSignsUp();
    for (let i = 0; i < (this.options.providers ?? 50); i++) yield* this.providerSignsUp();
  }

  /** One request's whole life, one command at a time (about 7 events on average). */
  *request(): Generator<Command> {
    const requestId = uuidV7();
    const customerId = this.pick(this.customers);
    const customer: Actor = { userId: customerId, role: "customer" };
    const serviceType = this.pick(SERVICES);
    const place = this.pick(CITIES);
    const price = PRICES[serviceType];
    const stream = requestStream(requestId);
    const first = this.pick(this.providers);
    const requested = this.at();
    yield this.command(stream, customer, [
      {
        type: "ServiceRequested",
        data: {
          requestId,
          customerId,
          serviceType,
          priority: this.random() < 0.1 ? "emergency" : "normal",
          paymentMethod: this.pick(["card", "cash", "apple-pay"] as const),
          pickup: {
            location: `${place.city} Marina`,
            latitude: this.jitter(place.lat),
            longitude: this.jitter(place.lng),
          },
          destination:
            serviceType === "towing"
              ? { location: `${place.city} Garage`, latitude: place.lat, longitude: place.lng }
              : null,
          vehicle: {
            vehicleId: null,
            make: "Toyota",
            model: "Camry",
            year: 2020,
            color: "White",
            licensePlate: "D 12345",
            vehicleType: "sedan",
            fuelType: "petrol",
          },
          description: this.random() < 0.5 ? "Car will not start" : null,
          estimatedPrice: price,
          providerId: first,
          towingEquipmentId: null,
          scheduledAt: null,
          requestedAt: requested,
        },
      },
      {
        type: "JobOffered",
        data: { requestId, providerId: first, offeredAt: requested, expiresAt: this.later(requested, 30) },
      },
    ]);
    if (this.random() < 0.05) {
      const at = this.at();
      yield this.command(stream, customer, [
        {
          type: "RequestCancelled",
          data: {
            requestId,
            cancelledBy: customerId,
            byRole: "customer",
            reason: "Found help",
            cancelledAt: at,
          },
        },
        {
          type: "OfferWithdrawn",
          data: { requestId, providerId: first, reason: "cancelled", withdrawnAt: at },
        },
      ]);
      return;
    }
    let provider = first;
    if (this.random() < 0.2) {
      const at = this.at();
      yield this.command(stream, { userId: first, role: "provider" }, [
        { type: "JobDeclined", data: { requestId, providerId: first, reason: "Too far", declinedAt: at } },
      ]);
      provider = this.pick(this.providers.filter((p) => p !== first));
      if (this.random() < 0.1) {
        yield this.command(stream, { userId: "system", role: "system" }, [
          { type: "RequestUnassigned", data: { requestId, unassignedAt: this.at() } },
        ]);
        return;
      }
      const offeredAt = this.at();
      yield this.command(stream, { userId: "system", role: "system" }, [
        {
          type: "JobOffered",
          data: { requestId, providerId: provider, offeredAt, expiresAt: this.later(offeredAt, 30) },
        },
      ]);
    }
    const captain: Actor = { userId: provider, role: "provider" };
    yield this.command(stream, captain, [
      { type: "JobAccepted", data: { requestId, providerId: provider, acceptedAt: this.at() } },
    ]);
    if (this.random() < 0.5) yield* this.chat(requestId, customerId, provider);
    yield this.command(stream, captain, [
      { type: "JobStarted", data: { requestId, providerId: provider, startedAt: this.at() } },
    ]);
    yield this.command(stream, captain, [
      {
        type: "JobCompleted",
        data: { requestId, providerId: provider, finalPrice: price + 25, completedAt: this.at() },
      },
    ]);
    if (this.random() < 0.6) {
      yield this.command(stream, customer, [
        {
          type: "ReviewPosted",
          data: {
            requestId,
            reviewerId: customerId,
            revieweeId: provider,
            reviewerRole: "customer",
            rating: 3 + Math.floor(this.random() * 3),
            comment: this.random() < 0.5 ? "Quick and friendly" : null,
            postedAt: this.at(),
          },
        },
      ]);
    }
  }

  /** Requests with their lives interleaved, `concurrent` at a time, as a live system would append them. */
  *interleavedRequests(count: number, concurrent = 20): Generator<Command> {
    const active: Generator<Command>[] = [];
    let started = 0;
    while (started < count || active.length > 0) {
      while (active.length < concurrent && started < count) {
        active.push(this.request());
        started++;
      }
      const index = Math.floor(this.random() * active.length);
      const next = active[index]!.next();
      if (next.done) active.splice(index, 1);
      else yield next.value;
    }
  }

  private *customerSignsUp(): Generator<Command> {
    const accountId = uuidV7();
    this.customers.push(accountId);
    const place = this.pick(CITIES);
    const actor: Actor = { userId: accountId, role: "customer" };
    yield this.command(accountStream(accountId), actor, [
      {
        type: "AccountRegistered",
        data: {
          accountId,
          name: "Aisha Al Mansoori",
          email: `${accountId}@example.ae`,
          phone: "+971 55 123 4567",
          userType: "customer",
          passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
          city: place.city,
          latitude: place.lat,
          longitude: place.lng,
          registeredAt: this.at(),
        },
      },
      {
        type: "VehicleAdded",
        data: {
          accountId,
          vehicleId: uuidV7(),
          vehicleName: "Family car",
          vehicleMake: "Toyota",
          vehicleModel: "Camry",
          vehicleYear: 2020,
          vehicleColor: "White",
          licensePlate: "D 12345",
          vehicleType: "sedan",
          fuelType: "petrol",
          isDefault: true,
          addedAt: this.at(),
        },
      },
    ]);
  }

  private *providerSignsUp(): Generator<Command> {
    const providerId = uuidV7();
    this.providers.push(providerId);
    const place = this.pick(CITIES);
    const actor: Actor = { userId: providerId, role: "provider" };
    yield this.command(accountStream(providerId), actor, [
      {
        type: "AccountRegistered",
        data: {
          accountId: providerId,
          name: "Omar Haddad",
          email: `${providerId}@example.ae`,
          phone: "+971 50 765 4321",
          userType: "provider",
          passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
          city: place.city,
          latitude: place.lat,
          longitude: place.lng,
          registeredAt: this.at(),
        },
      },
    ]);
    yield this.command(providerStream(providerId), actor, [
      {
        type: "ProviderProfileCreated",
        data: {
          providerId,
          name: "Omar Recovery",
          phone: "+971 50 765 4321",
          services: [...SERVICES],
          responseTimeMinutes: 10 + Math.floor(this.random() * 20),
          latitude: place.lat,
          longitude: place.lng,
          createdAt: this.at(),
        },
      },
      {
        type: "ProviderWentOnline",
        data: {
          providerId,
          latitude: this.jitter(place.lat),
          longitude: this.jitter(place.lng),
          at: this.at(),
        },
      },
    ]);
  }

  private *chat(requestId: string, customerId: string, providerId: string): Generator<Command> {
    const messageId = uuidV7();
    yield this.command(chatStream(requestId), { userId: customerId, role: "customer" }, [
      {
        type: "ChatMessageSent",
        data: {
          messageId,
          requestId,
          senderId: customerId,
          receiverId: providerId,
          messageType: "text",
          content: "I am next to the white gate",
          imageUrl: null,
          sentAt: this.at(),
        },
      },
    ]);
    yield this.command(chatStream(requestId), { userId: providerId, role: "provider" }, [
      {
        type: "ChatMessagesRead",
        data: { requestId, readerId: providerId, messageIds: [messageId], readAt: this.at() },
      },
    ]);
  }

  private command(stream: string, actor: Actor, events: DomainEvent[]): Command {
    const correlationId = uuidV7();
    const occurredAt = this.options.stampNow ? new Date().toISOString() : new Date(this.clock).toISOString();
    return {
      stream,
      events: events.map((event, i) => ({
        type: event.type,
        data: event.data,
        metadata: {
          eventId: uuidV7(),
          correlationId,
          causationId: i === 0 ? null : correlationId,
          actor,
          occurredAt,
          schemaVersion: currentSchemaVersion(event.type),
        },
      })),
    };
  }

  /** Advances the history's clock by up to a minute. */
  private at(): string {
    this.clock += Math.floor(this.random() * 60_000);
    return new Date(this.clock).toISOString();
  }

  private later(iso: string, seconds: number): string {
    return new Date(Date.parse(iso) + seconds * 1000).toISOString();
  }

  private jitter(value: number): number {
    return Math.round((value + (this.random() - 0.5) * 0.1) * 1e5) / 1e5;
  }

  private pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error("EventMix: nothing to pick from (population() first)");
    return item;
  }
}
