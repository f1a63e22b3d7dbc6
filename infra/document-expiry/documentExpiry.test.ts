import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureAuthTables } from "../../command-api/auth/sessionSchema";
import type { CommandDeps } from "../../command-api/commandDeps";
import {
  addTowingEquipment,
  createProviderProfile,
  goOnline,
} from "../../command-api/commands/providerCommands";
import { FakeTime } from "../../command-api/dispatch/testing/fakeTimers";
import type { SweepOutcome } from "../../command-api/document-expiry/documentExpiryProcess";
import { LivePositions } from "../../command-api/live/livePositions";
import { onboardApprovedCaptain } from "../../command-api/onboarding/captainOnboarding";
import { DEFAULT_DISPATCH_POLICY } from "../../domain/dispatch/dispatchPolicy";
import type { EventStore } from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { MailMessage } from "../../domain/ports/mailer";
import type { Sql } from "../../domain/ports/sql";
import { addDays, uaeInstant } from "../../domain/rules/uaeTime";
import { SYSTEM } from "../../domain/shared/actor";
import { providerStream, requestStream } from "../../domain/streams";
import { plainTextHasher } from "../../graphql/testing/plainTextHasher";
import { trackedDocumentsOf } from "../../projections/document-expiry/documentExpiryProjection";
import { readModelProjections } from "../../projections/read-models";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";
import { type RunningDispatch, startDispatch } from "../dispatch/startDispatch";
import { addOnlineProvider, asProvider, requestHelp } from "../dispatch/testing/dispatchScenario";
import { registerVerifiedCaptainAccount } from "../dispatch/testing/verifiedCaptainAccount";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { type RunningMail, startMail } from "../mail/startMail";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { type RunningDocumentExpiry, startDocumentExpiry } from "./startDocumentExpiry";

/**
 * The document-expiry process on a fake clock, with dispatch and the mail reactor beside it as on
 * the worker. T0 is 2026-03-01, noon in the UAE; the captain's insurance expires on D = T0 + 45 days.
 */
const T0 = "2026-03-01T08:00:00.000Z";
const TODAY = "2026-03-01";
const D = addDays(TODAY, 45);
const CAPTAIN = "exp-captain";
const OTHER = "exp-other";
const HERE = { latitude: 24.9, longitude: 55.1 };
const silent = { info() {}, warn() {}, debug() {} };

let store: EventStore;
let sql: Sql;
let bus: LiveBus;
let lock: ProjectionLock;
let readModels: ProjectionRunner;
let time: FakeTime;
let commands: CommandDeps;
let dispatch: RunningDispatch;
let mail: RunningMail;
let expiry: RunningDocumentExpiry | null = null;
const mails: MailMessage[] = [];
const sweeps: SweepOutcome[] = [];

const startExpiry = () =>
  startDocumentExpiry({
    store,
    sql,
    lock,
    commands,
    clock: time,
    timers: time,
    log: silent,
    onSwept: (sweep) => sweeps.push(sweep),
  });

/** Waits for a sweep judged by `day` to finish (started by a timer the clock passed, or by a start). */
const sweptOn = (day: string) =>
  vi.waitFor(() => expect(sweeps.map((s) => s.today)).toContain(day), { timeout: 10_000, interval: 10 });

/** Moves the fake clock to `hour` o'clock UAE time on `day`, firing the timers it passes. */
function moveTo(day: string, hour: number, minute = 0) {
  sweeps.length = 0;
  time.advance(uaeInstant(day, hour, minute).getTime() - time.now().getTime());
}

const captainEvents = async () => (await store.readStream(providerStream(CAPTAIN))).map((e) => e.type);
const count = (types: string[], type: string) => types.filter((t) => t === type).length;
const offeredTo = async (requestId: string) =>
  (await store.readStream(requestStream(requestId)))
    .filter((e) => e.type === "JobOffered")
    .map((e) => (e.data as { providerId: string }).providerId);

beforeAll(async () => {
  ({ store, sql } = await openPgliteEventStore({ memory: true }));
  bus = createInProcessLiveBus();
  lock = createInProcessProjectionLock();
  readModels = createProjectionRunner({ store, sql, lock, liveBus: bus, projections: readModelProjections });
  await readModels.start();
  await ensureAuthTables(sql);
  time = new FakeTime(T0);
  commands = { store, clock: time, ids: uuidV7Ids, hasher: plainTextHasher, offerTtlSeconds: 3600 };
  dispatch = await startDispatch({
    store,
    sql,
    lock,
    liveBus: bus,
    commands,
    positions: new LivePositions(bus, time),
    policy: { ...DEFAULT_DISPATCH_POLICY, offerTimeoutSeconds: 3600 },
    routeSampleMs: 10_000,
    log: silent,
    timers: time,
  });
  mail = await startMail({
    store,
    sql,
    lock,
    mailer: { send: async (message) => void mails.push(message) },
    clock: time,
    publicUrl: "https://roadside.test",
    log: silent,
  });
  expiry = await startExpiry();

  // An approved captain whose insurance expires on D (the other papers run a year), online with a truck.
  await registerVerifiedCaptainAccount(commands, { id: CAPTAIN, ...HERE });
  await createProviderProfile(commands)(
    {
      providerId: CAPTAIN,
      name: "Expiring Recovery",
      phone: "+971 50 123 4567",
      services: ["towing"],
      responseTimeMinutes: 10,
      ...HERE,
    },
    { actor: SYSTEM, correlationId: "test", causationId: null },
  );
  await addTowingEquipment(commands)(
    {
      providerId: CAPTAIN,
      equipment: {
        equipmentId: "exp-truck",
        truckName: "Flatbed",
        truckType: "flatbed",
        capacityKg: 3500,
        compatibleVehicles: ["sedan", "suv"],
        features: [],
      },
    },
    asProvider(CAPTAIN),
  );
  await onboardApprovedCaptain(commands, {
    providerId: CAPTAIN,
    name: "Expiring Recovery",
    expiries: { insurance: D },
  });
  await goOnline(commands)({ providerId: CAPTAIN, ...HERE }, asProvider(CAPTAIN));
  // A second captain nearby with papers valid all year.
  await addOnlineProvider(commands, { id: OTHER, latitude: HERE.latitude + 0.01, longitude: HERE.longitude });
  await vi.waitFor(() => expect(dispatch.index.has(CAPTAIN) && dispatch.index.has(OTHER)).toBe(true), {
    timeout: 10_000,
  });
  await expiry.runner.waitForPosition(await store.headPosition());
}, 180_000);

afterAll(async () => {
  await expiry?.stop();
  await mail?.stop();
  await dispatch?.stop();
  await readModels?.stop();
  await store?.close();
});

describe("document expiry", () => {
  it("tracks the captain's approved papers with their expiry", async () => {
    const tracked = await trackedDocumentsOf(sql, CAPTAIN);
    expect(tracked.map((d) => [d.kind, d.expiresOn, d.warned, d.expired])).toEqual([
      ["emirates-id", addDays(TODAY, 3 * 365), false, false],
      ["insurance", D, false, false],
      ["trade-licence", addDays(TODAY, 365), false, false],
    ]);
  });

  it("31 days before: nothing", async () => {
    moveTo(addDays(D, -31), 23, 30);
    await sweptOn(addDays(D, -31));
    await expiry!.process.idle();
    expect(await captainEvents()).not.toContain("CaptainDocumentExpiryWarned");
  });

  it("30 days before: the warning event and a mail naming the paper and the day", async () => {
    // 31 minutes later, past midnight: only the wake-up at the UAE day's start (not the hourly sweep) is due.
    moveTo(addDays(D, -30), 0, 1);
    await sweptOn(addDays(D, -30));
    await expiry!.process.idle();
    expect(count(await captainEvents(), "CaptainDocumentExpiryWarned")).toBe(1);
    const warning = await vi.waitFor(
      () => {
        const found = mails.find((m) => m.to === `${CAPTAIN}@captains.roadside.test`);
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(warning.subject).toBe(
      "Your insurance certificate expires on 15 April 2026: upload the renewed one",
    );
    expect(warning.text).toContain("valid until 14 April 2026");
    expect(warning.text).toContain("https://roadside.test/provider-dashboard");
    // Still approved and working until the day.
    expect(dispatch.index.has(CAPTAIN)).toBe(true);
  });

  it("after a restart the warning is not sent again", async () => {
    await vi.waitFor(
      async () =>
        expect((await trackedDocumentsOf(sql, CAPTAIN)).find((d) => d.kind === "insurance")?.warned).toBe(
          true,
        ),
      { timeout: 10_000 },
    );
    await expiry!.stop();
    sweeps.length = 0;
    expiry = await startExpiry();
    // The new process sweeps on start, then again an hour on.
    await sweptOn(addDays(D, -30));
    moveTo(addDays(D, -30), 1, 30);
    await sweptOn(addDays(D, -30));
    await expiry.process.idle();
    expect(count(await captainEvents(), "CaptainDocumentExpiryWarned")).toBe(1);
    expect(mails.filter((m) => m.subject.startsWith("Your insurance certificate expires"))).toHaveLength(1);
  });

  it("on the day (the process stopped meanwhile): expired, offline, refused online, offered nothing", async () => {
    // Stopped over the expiry day's start: the next process finds the lapse on start, skipping nothing.
    await expiry!.stop();
    expiry = null;
    moveTo(D, 0, 10);
    expect(await captainEvents()).not.toContain("CaptainDocumentExpired");
    expiry = await startExpiry();
    await sweptOn(D);
    await expiry.process.idle();
    const events = await captainEvents();
    expect(events.slice(-2)).toEqual(["CaptainDocumentExpired", "ProviderWentOffline"]);

    await expect(
      goOnline(commands)({ providerId: CAPTAIN, ...HERE }, asProvider(CAPTAIN)),
    ).rejects.toMatchObject({
      code: "forbidden",
      message: expect.stringContaining("insurance certificate has expired"),
    });
    await vi.waitFor(() => expect(dispatch.index.has(CAPTAIN)).toBe(false), { timeout: 10_000 });
    // An emergency right beside both: only the captain with valid papers is asked.
    await requestHelp(commands, { requestId: "r-after-expiry", ...HERE, priority: "urgent" });
    await vi.waitFor(async () => expect(await offeredTo("r-after-expiry")).toEqual([OTHER]), {
      timeout: 10_000,
      interval: 20,
    });
    const lapse = await vi.waitFor(
      () => {
        const found = mails.find(
          (m) => m.subject === "Your insurance certificate has expired: you are offline",
        );
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(lapse.to).toBe(`${CAPTAIN}@captains.roadside.test`);
    // A later sweep asks nothing again.
    moveTo(D, 2);
    await sweptOn(D);
    expect(count(await captainEvents(), "CaptainDocumentExpired")).toBe(1);
  });
});
