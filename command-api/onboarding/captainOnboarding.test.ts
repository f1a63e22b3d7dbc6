import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventStore } from "../../domain/ports/eventStore";
import { SYSTEM } from "../../domain/shared/actor";
import { EmiratesId } from "../../domain/shared/values";
import { providerStream } from "../../domain/streams";
import { registerVerifiedCaptainAccount } from "../../infra/dispatch/testing/verifiedCaptainAccount";
import { openPgliteEventStore } from "../../infra/eventstore/openPgliteEventStore";
import { uuidV7Ids } from "../../infra/runtime/uuidV7Ids";
import type { CommandDeps } from "../commandDeps";
import { createProviderProfile, goOnline } from "../commands/providerCommands";
import { FakeTime } from "../dispatch/testing/fakeTimers";
import { DocumentStorage } from "../rest/uploads/documentStorage";
import { onboardApprovedCaptain, onboardCaptainForReview } from "./captainOnboarding";
import { luhnCheckDigit, paperNumbersFor, tradeNameFor } from "./captainPapers";

let store: EventStore;
let commands: CommandDeps;
let dataDir: string;
const system = { actor: SYSTEM, correlationId: "test", causationId: null };

beforeAll(async () => {
  ({ store } = await openPgliteEventStore({ memory: true }));
  commands = {
    store,
    clock: new FakeTime("2026-03-01T08:00:00.000Z"),
    ids: uuidV7Ids,
    // These captains never sign in: no password is ever hashed or checked.
    hasher: { hash: async () => "unused", verify: async () => false },
    offerTtlSeconds: 30,
  };
  dataDir = await mkdtemp(join(tmpdir(), "roadside-onboarding-"));
}, 120_000);
afterAll(async () => {
  await store?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function newCaptain(id: string) {
  await registerVerifiedCaptainAccount(commands, { id, latitude: 25.2, longitude: 55.27 });
  await createProviderProfile(commands)(
    {
      providerId: id,
      name: `Captain ${id}`,
      phone: "+971 50 123 4567",
      services: ["towing", "jump-start"],
      responseTimeMinutes: 10,
      latitude: 25.2,
      longitude: 55.27,
    },
    system,
  );
}

const typesOf = async (id: string) => (await store.readStream(providerStream(id))).map((e) => e.type);
const online = (id: string) =>
  goOnline(commands)(
    { providerId: id, latitude: 25.2, longitude: 55.27 },
    { actor: { userId: id, role: "provider" }, correlationId: "test", causationId: null },
  );

describe("onboardApprovedCaptain", () => {
  it("completes the profile, records three generated PDFs, submits and approves: the captain can work", async () => {
    await newCaptain("cap-approved");
    const storage = new DocumentStorage(dataDir);
    const outcome = await onboardApprovedCaptain(commands, {
      providerId: "cap-approved",
      name: "Khalid Recovery Services",
      documents: storage,
    });
    expect(outcome.position).not.toBeNull();
    expect(await typesOf("cap-approved")).toEqual([
      "ProviderProfileCreated",
      "CaptainProfileCompleted",
      "CaptainDocumentUploaded",
      "CaptainDocumentUploaded",
      "CaptainDocumentUploaded",
      "CaptainSubmittedForReview",
      "CaptainApproved",
    ]);
    const events = await store.readStream(providerStream("cap-approved"));
    const profile = events[1]!.data as { tradeName: string; emiratesId: string; services: string[] };
    expect(profile.tradeName).toBe("Khalid Recovery Services LLC");
    expect(profile.services).toEqual(["towing", "jump-start"]);
    for (const uploaded of events.filter((e) => e.type === "CaptainDocumentUploaded")) {
      const { storagePath, sizeBytes, kind } = uploaded.data as {
        storagePath: string;
        sizeBytes: number;
        kind: string;
      };
      const bytes = await readFile(join(dataDir, storagePath));
      expect(bytes.length).toBe(sizeBytes);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.toString("latin1")).toContain("Holder: Khalid Recovery Services");
      expect(uploaded.metadata.actor).toEqual(SYSTEM);
      expect(["trade-licence", "insurance", "emirates-id"]).toContain(kind);
    }
    expect((await online("cap-approved")).events.map((e) => e.type)).toEqual(["ProviderWentOnline"]);
  });

  it("leaves an approved captain alone when asked again", async () => {
    const before = await typesOf("cap-approved");
    expect(
      (await onboardApprovedCaptain(commands, { providerId: "cap-approved", name: "x" })).position,
    ).toBeNull();
    expect(await typesOf("cap-approved")).toEqual(before);
  });

  it("without storage records the papers' paths only", async () => {
    await newCaptain("cap-paths");
    await onboardApprovedCaptain(commands, { providerId: "cap-paths", name: "Captain Paths" });
    const uploaded = (await store.readStream(providerStream("cap-paths"))).filter(
      (e) => e.type === "CaptainDocumentUploaded",
    );
    expect(uploaded).toHaveLength(3);
    for (const e of uploaded)
      expect((e.data as { storagePath: string }).storagePath).toMatch(/^documents\/cap-paths\/.+\.pdf$/);
  });

  it("onboardCaptainForReview leaves the captain under review (not working); approving later finishes it", async () => {
    await newCaptain("cap-pending");
    await onboardCaptainForReview(commands, { providerId: "cap-pending", name: "Saeed" });
    expect((await typesOf("cap-pending")).at(-1)).toBe("CaptainSubmittedForReview");
    await expect(online("cap-pending")).rejects.toThrow(/under review/);
    // Asked again, nothing changes: it still waits.
    expect(
      (await onboardCaptainForReview(commands, { providerId: "cap-pending", name: "Saeed" })).position,
    ).toBeNull();
    await onboardApprovedCaptain(commands, { providerId: "cap-pending", name: "Saeed" });
    expect((await typesOf("cap-pending")).slice(-2)).toEqual([
      "CaptainSubmittedForReview",
      "CaptainApproved",
    ]);
  });

  it("refuses a provider without a profile", async () => {
    await expect(onboardApprovedCaptain(commands, { providerId: "nobody", name: "N" })).rejects.toThrow(
      /no profile/,
    );
  });
});

describe("the papers' facts", () => {
  it("gives a stable Emirates ID in the 784-YYYY-NNNNNNN-C form with a Luhn check digit", () => {
    const { emiratesId } = paperNumbersFor("cap-1");
    expect(paperNumbersFor("cap-1").emiratesId).toBe(emiratesId);
    expect(EmiratesId.safeParse(emiratesId).success).toBe(true);
    const digits = emiratesId.replaceAll("-", "");
    expect(luhnCheckDigit(digits.slice(0, 14))).toBe(digits[14]);
    expect(paperNumbersFor("cap-2").emiratesId).not.toBe(emiratesId);
  });

  it("computes the Luhn digit of a known number", () => {
    // 7992739871 is the textbook example: its check digit is 3.
    expect(luhnCheckDigit("7992739871")).toBe("3");
  });

  it("makes a trade name from the captain's name", () => {
    expect(tradeNameFor("Emirates Tow & Go")).toBe("Emirates Tow & Go LLC");
    expect(tradeNameFor("Ahmed Ali")).toBe("Ahmed Ali Roadside Services LLC");
    expect(tradeNameFor("Gulf Rescue LLC")).toBe("Gulf Rescue LLC");
  });
});
