import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureAuthTables } from "../../command-api/auth/sessionSchema";
import type { CommandDeps } from "../../command-api/commandDeps";
import { suspendAccount } from "../../command-api/commands/accountSuspension";
import { verifyEmail } from "../../command-api/commands/emailVerificationCommands";
import { addTowingEquipment, goOnline } from "../../command-api/commands/providerCommands";
import { registerAccount } from "../../command-api/commands/registration";
import { acceptJob, declineJob, reassignJob } from "../../command-api/commands/requestCommands";
import { FakeTime } from "../../command-api/dispatch/testing/fakeTimers";
import { LivePositions } from "../../command-api/live/livePositions";
import { onboardApprovedCaptain } from "../../command-api/onboarding/captainOnboarding";
import { DEFAULT_DISPATCH_POLICY, type DispatchPolicy } from "../../domain/dispatch/dispatchPolicy";
import type { EventStore } from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { SYSTEM } from "../../domain/shared/actor";
import { DomainError } from "../../domain/shared/domainError";
import { requestStream } from "../../domain/streams";
import { plainTextHasher } from "../../graphql/testing/plainTextHasher";
import { readModelProjections } from "../../projections/read-models";
import { openWorkOf } from "../../projections/read-models/provider-dashboard/queries";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { type RunningDispatch, startDispatch } from "./startDispatch";
import { addOnlineProvider, asProvider, requestHelp } from "./testing/dispatchScenario";

const T0 = "2026-03-01T08:00:00.000Z";
const POLICY: DispatchPolicy = { ...DEFAULT_DISPATCH_POLICY, offerTimeoutSeconds: 30 };
const silent = { info() {}, warn() {}, debug() {} };

let store: EventStore;
let sql: Sql;
let bus: LiveBus;
let lock: ProjectionLock;
let readModels: ProjectionRunner;
let time: FakeTime;
let commands: CommandDeps;
let positions: LivePositions;
let dispatch: RunningDispatch;

const start = () =>
  startDispatch({
    store,
    sql,
    lock,
    liveBus: bus,
    commands,
    positions,
    policy: POLICY,
    routeSampleMs: 10_000,
    log: silent,
    timers: time,
  });

beforeAll(async () => {
  ({ store, sql } = await openPgliteEventStore({ memory: true }));
  bus = createInProcessLiveBus();
  lock = createInProcessProjectionLock();
  readModels = createProjectionRunner({ store, sql, lock, liveBus: bus, projections: readModelProjections });
  await readModels.start();
  await ensureAuthTables(sql);
  time = new FakeTime(T0);
  commands = { store, clock: time, ids: uuidV7Ids, hasher: plainTextHasher, offerTtlSeconds: 30 };
  positions = new LivePositions(bus, time);
  dispatch = await start();
  // Opening PGlite takes seconds, many more when the machine is busy.
}, 180_000);

afterAll(async () => {
  await dispatch?.stop();
  await readModels?.stop();
  await store?.close();
});

/** Each test works in its own town, a degree of latitude (111 km) from the others, so their fleets never meet. */
let town = 0;
function newTown() {
  town += 1;
  const latitude = 20 + town;
  const longitude = 55;
  /** `km` north of the town's pickup point. */
  const at = (km: number) => ({ latitude: latitude + km * 0.008993, longitude });
  return { pickup: { latitude, longitude }, at };
}

async function providers(list: { id: string; latitude: number; longitude: number }[]) {
  for (const p of list) await addOnlineProvider(commands, p);
  await vi.waitFor(() => expect(list.every((p) => dispatch.index.has(p.id))).toBe(true), { timeout: 5000 });
}

async function history(requestId: string) {
  return (await store.readStream(requestStream(requestId))).map((e) => ({
    type: e.type,
    ...(e.data as { providerId?: string; reason?: string }),
  }));
}

const offeredTo = async (requestId: string) =>
  (await history(requestId)).filter((e) => e.type === "JobOffered").map((e) => e.providerId);

/** Waits until the request's stream satisfies `check`. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });

describe("dispatch", () => {
  it("a suspended captain: offline at once, their open offer withdrawn and the job offered to the next; never offered again", async () => {
    const { pickup, at } = newTown();
    // The captain signs up (account and profile), gets a truck and goes online; the next one likewise.
    await registerAccount(commands)(
      {
        accountId: "su-captain",
        name: "Captain Suspended",
        email: "su-captain@example.ae",
        phone: "+971 50 000 0001",
        password: "secret-123",
        userType: "provider",
        ...at(1),
      },
      { actor: SYSTEM, correlationId: "test", causationId: null },
    );
    // Going online needs a verified email and an approval: the system vouches and approves, as seeding does.
    await verifyEmail(commands)(
      { accountId: "su-captain" },
      { actor: SYSTEM, correlationId: "test", causationId: null },
    );
    await onboardApprovedCaptain(commands, { providerId: "su-captain", name: "Captain su-captain" });
    await addTowingEquipment(commands)(
      {
        providerId: "su-captain",
        equipment: {
          equipmentId: "truck-su-captain",
          truckName: "Flatbed",
          truckType: "flatbed",
          capacityKg: 3500,
          compatibleVehicles: ["sedan"],
          features: [],
        },
      },
      asProvider("su-captain"),
    );
    await goOnline(commands)({ providerId: "su-captain", ...at(1) }, asProvider("su-captain"));
    await providers([{ id: "su-next", ...at(2) }]);
    await eventually(async () => expect(dispatch.index.has("su-captain")).toBe(true));
    await requestHelp(commands, { requestId: "r-suspend", ...pickup, providerId: "su-captain" });
    expect(await offeredTo("r-suspend")).toEqual(["su-captain"]);
    await eventually(async () =>
      expect(await openWorkOf(sql, "su-captain")).toEqual({ offered: ["r-suspend"], accepted: [] }),
    );

    const admin = {
      actor: { userId: "admin-1", role: "admin" as const },
      correlationId: "suspend",
      causationId: null,
    };
    await suspendAccount({ commands, sql, liveBus: bus })(
      { accountId: "su-captain", reason: "Fake insurance papers", userType: "provider" },
      admin,
    );

    expect(await history("r-suspend")).toContainEqual(
      expect.objectContaining({ type: "OfferWithdrawn", providerId: "su-captain", reason: "suspended" }),
    );
    await eventually(async () => expect(await offeredTo("r-suspend")).toEqual(["su-captain", "su-next"]));
    await eventually(async () => expect(dispatch.index.has("su-captain")).toBe(false));
    // Going online again is refused with the reason, so no later request can reach them either.
    await expect(
      goOnline(commands)({ providerId: "su-captain", ...at(1) }, asProvider("su-captain")),
    ).rejects.toMatchObject({ code: "forbidden", message: expect.stringContaining("Fake insurance papers") });
    // Free the next captain, then an emergency nearby: only they are asked, never the suspended one.
    await declineJob(commands)({ requestId: "r-suspend", reason: null }, asProvider("su-next"));
    await requestHelp(commands, {
      requestId: "r-after",
      customerId: "customer-9",
      ...pickup,
      priority: "urgent",
    });
    await eventually(async () => expect(await offeredTo("r-after")).toEqual(["su-next"]));
  });

  it("a suspended captain's accepted job (not started) is reassigned to the next captain", async () => {
    const { pickup, at } = newTown();
    await registerAccount(commands)(
      {
        accountId: "sa-captain",
        name: "Captain Accepted",
        email: "sa-captain@example.ae",
        phone: "+971 50 000 0002",
        password: "secret-123",
        userType: "provider",
        ...at(1),
      },
      { actor: SYSTEM, correlationId: "test", causationId: null },
    );
    // Going online needs a verified email and an approval: the system vouches and approves, as seeding does.
    await verifyEmail(commands)(
      { accountId: "sa-captain" },
      { actor: SYSTEM, correlationId: "test", causationId: null },
    );
    await onboardApprovedCaptain(commands, { providerId: "sa-captain", name: "Captain sa-captain" });
    await providers([{ id: "sa-next", ...at(2) }]);
    await requestHelp(commands, {
      requestId: "r-held",
      ...pickup,
      providerId: "sa-captain",
      serviceType: "jump-start",
    });
    await acceptJob(commands)({ requestId: "r-held" }, asProvider("sa-captain"));
    await eventually(async () =>
      expect(await openWorkOf(sql, "sa-captain")).toEqual({ offered: [], accepted: ["r-held"] }),
    );
    time.advance(20 * 60_000);
    await suspendAccount({ commands, sql, liveBus: bus })(
      { accountId: "sa-captain", reason: "Fake licence", userType: "provider" },
      { actor: { userId: "admin-1", role: "admin" }, correlationId: "suspend-2", causationId: null },
    );
    expect(await history("r-held")).toContainEqual(
      expect.objectContaining({
        type: "JobReassigned",
        providerId: "sa-captain",
        reason: "captain suspended: Fake licence",
      }),
    );
    await eventually(async () => expect(await offeredTo("r-held")).toEqual(["sa-captain", "sa-next"]));
  });

  it("a job reassigned by an admin: the captain is released and the job offered to the next captain", async () => {
    const { pickup, at } = newTown();
    await providers([
      { id: "ra-gone", ...at(1) },
      { id: "ra-next", ...at(2) },
    ]);
    await requestHelp(commands, { requestId: "r-reassign", ...pickup, providerId: "ra-gone" });
    await acceptJob(commands)({ requestId: "r-reassign" }, asProvider("ra-gone"));
    await eventually(async () => expect(dispatch.process.jobOf("ra-gone")).toBe("r-reassign"));
    // Half an hour later the captain has not moved; support takes the job back.
    time.advance(30 * 60_000);
    await reassignJob(commands)(
      { requestId: "r-reassign", reason: "captain stopped answering" },
      { actor: { userId: "admin-1", role: "admin" }, correlationId: "reassign", causationId: null },
    );
    await eventually(async () => expect(await offeredTo("r-reassign")).toEqual(["ra-gone", "ra-next"]));
    expect(dispatch.process.jobOf("ra-gone")).toBeUndefined();
    expect((await history("r-reassign")).map((e) => e.type)).not.toContain("RequestUnassigned");
    await acceptJob(commands)({ requestId: "r-reassign" }, asProvider("ra-next"));
  });

  it("a decline → the next best provider is offered", async () => {
    const { pickup, at } = newTown();
    await providers([
      { id: "d-chosen", ...at(1) },
      { id: "d-next", ...at(2) },
      { id: "d-far", ...at(9) },
    ]);
    await requestHelp(commands, { requestId: "r-decline", ...pickup, providerId: "d-chosen" });
    expect(await offeredTo("r-decline")).toEqual(["d-chosen"]);
    await declineJob(commands)({ requestId: "r-decline", reason: "busy" }, asProvider("d-chosen"));
    await eventually(async () => expect(await offeredTo("r-decline")).toEqual(["d-chosen", "d-next"]));
  });

  it("a timeout → the offer is withdrawn and the next provider offered (fake clock)", async () => {
    const { pickup, at } = newTown();
    await providers([
      { id: "t-chosen", ...at(1) },
      { id: "t-next", ...at(3) },
    ]);
    await requestHelp(commands, { requestId: "r-timeout", ...pickup, providerId: "t-chosen" });
    // The booking's quote, its request and the chosen captain's offer.
    await eventually(async () => expect(await history("r-timeout")).toHaveLength(3));
    await dispatch.process.idle();
    time.advance(29_000);
    await dispatch.process.idle();
    expect(await offeredTo("r-timeout")).toEqual(["t-chosen"]);
    time.advance(1_000);
    await eventually(async () => expect(await offeredTo("r-timeout")).toEqual(["t-chosen", "t-next"]));
    expect(await history("r-timeout")).toContainEqual(
      expect.objectContaining({ type: "OfferWithdrawn", providerId: "t-chosen", reason: "expired" }),
    );
  });

  it("an emergency → the best k at once; two accept at the same moment: one wins, the other gets a conflict, the rest are withdrawn", async () => {
    const { pickup, at } = newTown();
    await providers([
      { id: "e-1", ...at(1) },
      { id: "e-2", ...at(1.5) },
      { id: "e-3", ...at(2) },
      { id: "e-4", ...at(4) },
    ]);
    await requestHelp(commands, { requestId: "r-emergency", ...pickup, priority: "urgent" });
    await eventually(async () => expect(await offeredTo("r-emergency")).toEqual(["e-1", "e-2", "e-3"]));

    const answers = await Promise.allSettled([
      acceptJob(commands)({ requestId: "r-emergency" }, asProvider("e-1")),
      acceptJob(commands)({ requestId: "r-emergency" }, asProvider("e-2")),
    ]);
    const won = answers.filter((a) => a.status === "fulfilled");
    const lost = answers.filter((a): a is PromiseRejectedResult => a.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(DomainError);
    expect(lost[0]!.reason).toMatchObject({
      code: "conflict",
      message: "another provider accepted this job first",
    });

    const events = await history("r-emergency");
    const winner = events.find((e) => e.type === "JobAccepted")!.providerId;
    const withdrawn = events.filter((e) => e.type === "OfferWithdrawn");
    expect(withdrawn.map((e) => e.reason)).toEqual(["accepted-by-another", "accepted-by-another"]);
    expect(withdrawn.map((e) => e.providerId).sort()).toEqual(
      ["e-1", "e-2", "e-3"].filter((id) => id !== winner),
    );
    // The fourth provider is never bothered, now or after the offers' time.
    time.advance(60_000);
    await dispatch.process.idle();
    expect(await offeredTo("r-emergency")).not.toContain("e-4");
  });

  it("nobody is double-booked: a provider who accepted one job cannot accept their other offer, which moves on", async () => {
    const { pickup, at } = newTown();
    await providers([
      { id: "b-busy", ...at(1) },
      { id: "b-next", ...at(2) },
    ]);
    await requestHelp(commands, { requestId: "r-book-a", ...pickup, providerId: "b-busy" });
    await requestHelp(commands, {
      requestId: "r-book-b",
      customerId: "customer-2",
      ...at(0.5),
      providerId: "b-busy",
    });
    await acceptJob(commands)({ requestId: "r-book-b" }, asProvider("b-busy"));

    const second = await acceptJob(commands)({ requestId: "r-book-a" }, asProvider("b-busy")).catch(
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(DomainError);
    expect(second).toMatchObject({
      code: "conflict",
      message: expect.stringContaining("you are already on another job (request r-book-b)"),
    });
    // Dispatch withdraws the offer the busy provider still held and asks the next provider.
    await eventually(async () => expect(await offeredTo("r-book-a")).toEqual(["b-busy", "b-next"]));
    expect(await history("r-book-a")).toContainEqual(
      expect.objectContaining({ type: "OfferWithdrawn", providerId: "b-busy", reason: "on-another-job" }),
    );
    expect((await history("r-book-a")).map((e) => e.type)).not.toContain("JobAccepted");
  });

  it("a provider accepting two offers at the same moment is booked for one only", async () => {
    const { pickup, at } = newTown();
    await providers([{ id: "b-twice", ...at(1) }]);
    await requestHelp(commands, { requestId: "r-twice-a", ...pickup, providerId: "b-twice" });
    await requestHelp(commands, {
      requestId: "r-twice-b",
      customerId: "customer-2",
      ...at(0.5),
      providerId: "b-twice",
    });
    const answers = await Promise.allSettled([
      acceptJob(commands)({ requestId: "r-twice-a" }, asProvider("b-twice")),
      acceptJob(commands)({ requestId: "r-twice-b" }, asProvider("b-twice")),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((answers.find((a) => a.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      code: "conflict",
    });
    const acceptedBoth = [...(await history("r-twice-a")), ...(await history("r-twice-b"))].filter(
      (e) => e.type === "JobAccepted",
    );
    expect(acceptedBoth).toHaveLength(1);
  });

  it("no provider within reach → unassigned", async () => {
    const { pickup, at } = newTown();
    await providers([{ id: "n-far", ...at(40) }]);
    await requestHelp(commands, { requestId: "r-nobody", ...pickup, priority: "urgent" });
    await eventually(async () =>
      expect((await history("r-nobody")).map((e) => e.type)).toEqual([
        "QuoteIssued",
        "ServiceRequested",
        "RequestUnassigned",
      ]),
    );
  });

  it("a restart in the middle of dispatch resumes: the offer that expired meanwhile is withdrawn, the next made", async () => {
    const { pickup, at } = newTown();
    await providers([
      { id: "s-chosen", ...at(1) },
      { id: "s-next", ...at(2) },
    ]);
    await requestHelp(commands, { requestId: "r-restart", ...pickup, providerId: "s-chosen" });
    await eventually(async () => expect(await offeredTo("r-restart")).toEqual(["s-chosen"]));
    await dispatch.process.idle();

    await dispatch.stop();
    time.advance(45_000); // the offer expires while nobody dispatches
    expect(await offeredTo("r-restart")).toEqual(["s-chosen"]);
    dispatch = await start();
    await eventually(async () => expect(await offeredTo("r-restart")).toEqual(["s-chosen", "s-next"]));
  });

  it("a scheduled request is offered at the lead time before its time, to the chosen provider (fake clock)", async () => {
    const { pickup, at } = newTown();
    await providers([{ id: "sc-chosen", ...at(1) }]);
    const leadMs = POLICY.scheduledLeadSeconds * 1000;
    const scheduledAt = new Date(time.now().getTime() + leadMs + 2 * 3_600_000).toISOString();
    await requestHelp(commands, {
      requestId: "r-scheduled",
      ...pickup,
      providerId: "sc-chosen",
      scheduledAt,
    });
    await dispatch.process.idle();
    expect(await offeredTo("r-scheduled")).toEqual([]);
    time.advance(2 * 3_600_000 - 1_000); // a second before the lead time
    await dispatch.process.idle();
    expect(await offeredTo("r-scheduled")).toEqual([]);
    time.advance(1_000);
    await eventually(async () => expect(await offeredTo("r-scheduled")).toEqual(["sc-chosen"]));
  });

  it("records the route of a job under way, one point per sample interval", async () => {
    const { pickup, at } = newTown();
    await providers([{ id: "g-driver", ...at(3) }]);
    await requestHelp(commands, { requestId: "r-route", ...pickup, providerId: "g-driver" });
    await acceptJob(commands)({ requestId: "r-route" }, asProvider("g-driver"));
    await vi.waitFor(() => expect(dispatch.process.jobOf("g-driver")).toBe("r-route"), { timeout: 5000 });
    const points = async () => (await history("r-route")).filter((e) => e.type === "RoutePointRecorded");
    await positions.report({ userId: "g-driver", userType: "provider", ...at(2.5) });
    await eventually(async () => expect(await points()).toHaveLength(1));
    time.advance(3_000);
    await positions.report({ userId: "g-driver", userType: "provider", ...at(2.4) }); // too soon: not recorded
    time.advance(10_000);
    await positions.report({ userId: "g-driver", userType: "provider", ...at(2) });
    await eventually(async () =>
      expect((await points()).map((p) => (p as { latitude?: number }).latitude)).toEqual([
        at(2.5).latitude,
        at(2).latitude,
      ]),
    );
  });
});
