import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommandDeps } from "../../command-api/commandDeps";
import { verifyEmail } from "../../command-api/commands/emailVerificationCommands";
import { registerAccount } from "../../command-api/commands/registration";
import { FakeTime } from "../../command-api/dispatch/testing/fakeTimers";
import { providerStateOf } from "../../command-api/onboarding/captainOnboarding";
import { DocumentStorage } from "../../command-api/rest/uploads/documentStorage";
import type { EventStore } from "../../domain/ports/eventStore";
import { captainStatus } from "../../domain/provider/eligibility";
import { SYSTEM } from "../../domain/shared/actor";
import { providerStream } from "../../domain/streams";
import { plainTextHasher } from "../../graphql/testing/plainTextHasher";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PENDING_DEMO_CAPTAIN } from "./demoAccounts";
import { seedDemoData } from "./seedDemoData";

const T0 = "2026-03-01T08:00:00.000Z";
const TODAY = "2026-03-01";
const PANEL_CAPTAINS = DEMO_ACCOUNTS.filter((account) => account.userType === "provider");

interface World {
  store: EventStore;
  commands: CommandDeps;
  dataDir: string;
  close(): Promise<void>;
}

async function openWorld(): Promise<World> {
  const { store } = await openPgliteEventStore({ memory: true });
  const dataDir = await mkdtemp(join(tmpdir(), "roadside-seed-"));
  const commands = {
    store,
    clock: new FakeTime(T0),
    ids: uuidV7Ids,
    hasher: plainTextHasher,
    offerTtlSeconds: 30,
  };
  return {
    store,
    commands,
    dataDir,
    async close() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const streamLengths = async (store: EventStore) =>
  Promise.all(
    [...PANEL_CAPTAINS, PENDING_DEMO_CAPTAIN].map(
      async (c) => (await store.readStream(providerStream(c.id))).length,
    ),
  );

describe("seeding the demo on an empty store", () => {
  let world: World;
  beforeAll(async () => {
    world = await openWorld();
  }, 120_000);
  afterAll(() => world?.close());

  it("makes the panel's captains approved and online, with a generated PDF for each paper", async () => {
    const report = await seedDemoData(world.commands, "seed-1", {
      documents: new DocumentStorage(world.dataDir),
    });
    expect(report).toEqual({
      accountsCreated: DEMO_ACCOUNTS.length + 1,
      accountsPresent: 0,
      captainsOnboarded: PANEL_CAPTAINS.length + 1,
    });
    for (const captain of PANEL_CAPTAINS) {
      const state = await providerStateOf(world.store, captain.id);
      expect(captainStatus(state, TODAY)).toBe("approved");
      expect(state.online).toBe(true);
      const uploads = (await world.store.readStream(providerStream(captain.id))).filter(
        (e) => e.type === "CaptainDocumentUploaded",
      );
      expect(uploads).toHaveLength(3);
      for (const upload of uploads) {
        const bytes = await readFile(
          join(world.dataDir, (upload.data as { storagePath: string }).storagePath),
        );
        expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(bytes.toString("latin1")).toContain(`Holder: ${captain.name}`);
      }
    }
  });

  it("leaves one more captain, not on the panel, waiting for review with generated papers", async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.id)).not.toContain(PENDING_DEMO_CAPTAIN.id);
    const state = await providerStateOf(world.store, PENDING_DEMO_CAPTAIN.id);
    expect(captainStatus(state, TODAY)).toBe("under_review");
    expect(state.online).toBe(false);
    expect(state.captainProfile?.services).toEqual(PENDING_DEMO_CAPTAIN.provider!.services);
    const events = await world.store.readStream(providerStream(PENDING_DEMO_CAPTAIN.id));
    expect(events.at(-1)?.type).toBe("CaptainSubmittedForReview");
    for (const upload of events.filter((e) => e.type === "CaptainDocumentUploaded")) {
      const bytes = await readFile(join(world.dataDir, (upload.data as { storagePath: string }).storagePath));
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it("changes nothing when run again on the same store (a restart)", async () => {
    const before = await streamLengths(world.store);
    const report = await seedDemoData(world.commands, "seed-2", {
      documents: new DocumentStorage(world.dataDir),
    });
    expect(report).toEqual({
      accountsCreated: 0,
      accountsPresent: DEMO_ACCOUNTS.length + 1,
      captainsOnboarded: 0,
    });
    expect(await streamLengths(world.store)).toEqual(before);
  });
});

describe("seeding again where the demo captains predate onboarding", () => {
  let world: World;
  beforeAll(async () => {
    world = await openWorld();
  }, 120_000);
  afterAll(() => world?.close());

  it("onboards them and leaves them online", async () => {
    // What an earlier seed left: a registered captain who went online before approval existed.
    const captain = PANEL_CAPTAINS[0]!;
    const system = { actor: SYSTEM, correlationId: "old-seed", causationId: null };
    await registerAccount(world.commands)(
      {
        accountId: captain.id,
        name: captain.name,
        email: captain.email,
        phone: captain.phone,
        password: DEMO_PASSWORD,
        userType: "provider",
        city: captain.city,
        latitude: captain.latitude,
        longitude: captain.longitude,
      },
      system,
    );
    await verifyEmail(world.commands)({ accountId: captain.id }, system);
    const stream = providerStream(captain.id);
    const revision = (await world.store.readStream(stream)).length - 1;
    await world.store.appendToStream(
      stream,
      [
        {
          type: "ProviderWentOnline",
          data: { providerId: captain.id, latitude: captain.latitude, longitude: captain.longitude, at: T0 },
          metadata: {
            eventId: randomUUID(),
            correlationId: "old-seed",
            causationId: null,
            actor: SYSTEM,
            occurredAt: T0,
            schemaVersion: 1,
          },
        },
      ],
      { expected: BigInt(revision) },
    );
    expect(captainStatus(await providerStateOf(world.store, captain.id), TODAY)).toBe("incomplete");

    const report = await seedDemoData(world.commands, "seed-after-upgrade");
    expect(report.captainsOnboarded).toBe(PANEL_CAPTAINS.length + 1);
    const state = await providerStateOf(world.store, captain.id);
    expect(captainStatus(state, TODAY)).toBe("approved");
    expect(state.online).toBe(true);
  });
});
