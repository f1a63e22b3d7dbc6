import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadCaptainDocument } from "../../command-api/commands/onboardingCommands";
import { uaeToday } from "../../command-api/uaeToday";
import type { DocumentKind } from "../../domain/provider/onboardingEvents";
import { CAPTAIN_ONBOARDING_CHANGED_TOPIC } from "../../projections/read-models/captain-onboarding/projection";
import { signUp, signUpAdmin } from "../testing/scenario";
import { run, subscribe, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let captain: TestUser;
let rival: TestUser;
let customer: TestUser;
let admin: TestUser;
let NEXT_YEAR: string;

beforeAll(async () => {
  server = await startTestServer();
  const today = uaeToday(server.commands.clock);
  NEXT_YEAR = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`;
  [captain, rival, customer, admin] = await Promise.all([
    // Both start at the beginning of onboarding: these tests walk them through it.
    signUp(server, "provider", {
      name: "Khalid Captain",
      latitude: 25.2,
      longitude: 55.27,
      onboarded: false,
    }),
    signUp(server, "provider", { name: "Rival Captain", onboarded: false }),
    signUp(server, "customer"),
    signUpAdmin(server),
  ]);
}, 120_000);
afterAll(() => server?.close());

const ONBOARDING = `providerId name status statusMessage suspensionReason emailVerified canGoOnline submittedAt rejectionReason
  profile { tradeName emirates services tradeLicenceExpiry }
  documents { id kind state expiresOn url contentType }
  expiringSoon { id }
  reviews { step actorId actorName reason }`;
const MINE = `query { myCaptainOnboarding { ${ONBOARDING} } }`;
const OF = `query Of($id: ID!) { captainOnboarding(providerId: $id) { ${ONBOARDING} } }`;
const QUEUE = `query { captainVerificationQueue { providerId submittedAt } }`;
const COMPLETE = `mutation C($input: CaptainProfileInput!) { completeCaptainProfile(input: $input) { ${ONBOARDING} } }`;
const SUBMIT = `mutation { submitCaptainForReview { ${ONBOARDING} } }`;
const APPROVE = `mutation A($id: ID!, $note: String) { approveCaptain(providerId: $id, note: $note) { ${ONBOARDING} } }`;
const REJECT = `mutation R($id: ID!, $reason: String!) { rejectCaptain(providerId: $id, reason: $reason) { ${ONBOARDING} } }`;
const SET_ONLINE = `mutation { setOnline(online: true, latitude: 25.2, longitude: 55.27) { id online } }`;

interface Onboarding {
  providerId: string;
  status: string;
  statusMessage: string | null;
  canGoOnline: boolean;
  submittedAt: string | null;
  rejectionReason: string | null;
  profile: { tradeName: string; emirates: string[]; services: string[] } | null;
  documents: { id: string; kind: string; state: string; url: string }[];
  reviews: { step: string; actorId: string | null; actorName: string | null; reason: string | null }[];
}

const profile = () => ({
  tradeName: "Al Noor Recovery LLC",
  tradeLicenceNumber: "CN-1234567",
  tradeLicenceExpiry: NEXT_YEAR,
  insurancePolicyNumber: "POL-998877",
  insuranceExpiry: NEXT_YEAR,
  emiratesId: "784-1990-1234567-1",
  emirates: ["DUBAI", "SHARJAH"],
  services: ["TOWING", "JUMP_START"],
});

/** The three papers, recorded as the REST upload records them (the file itself is REST's to test). */
async function uploadPapers(user: TestUser): Promise<void> {
  const kinds: DocumentKind[] = ["trade-licence", "insurance", "emirates-id"];
  let last = null;
  for (const kind of kinds) {
    const documentId = randomUUID();
    last = await uploadCaptainDocument(server.commands)(
      {
        providerId: user.id,
        document: {
          documentId,
          kind,
          expiresOn: NEXT_YEAR,
          fileName: `${kind}.pdf`,
          contentType: "application/pdf",
          sizeBytes: 1234,
          storagePath: `documents/${user.id}/${documentId}.pdf`,
        },
      },
      { actor: { userId: user.id, role: "provider" }, correlationId: randomUUID(), causationId: null },
    );
  }
  if (last?.position) await server.runner.waitForPosition(last.position);
}

describe("captain onboarding over GraphQL", () => {
  it("walks a captain from incomplete to approved, live, with the admin in the history", async () => {
    const start = await run<{ myCaptainOnboarding: Onboarding }>(captain, MINE);
    expect(start.code).toBeNull();
    expect(start.data?.myCaptainOnboarding).toMatchObject({
      providerId: captain.id,
      status: "INCOMPLETE",
      canGoOnline: false,
      profile: null,
      documents: [],
    });
    // Not approved: the switch refuses, saying why.
    const early = await run(captain, SET_ONLINE);
    expect(early.code).toBe("FORBIDDEN");
    expect(early.message).toContain("Complete your business profile");

    const bad = await run(captain, COMPLETE, { input: { ...profile(), emiratesId: "123" } });
    expect(bad.code).toBe("BAD_USER_INPUT");
    expect(bad.field).toContain("emiratesId");
    const completed = await run<{ completeCaptainProfile: Onboarding }>(captain, COMPLETE, {
      input: profile(),
    });
    expect(completed.code).toBeNull();
    expect(completed.data?.completeCaptainProfile.profile).toEqual({
      tradeName: "Al Noor Recovery LLC",
      emirates: ["DUBAI", "SHARJAH"],
      services: ["TOWING", "JUMP_START"],
      tradeLicenceExpiry: NEXT_YEAR,
    });

    const tooEarly = await run(captain, SUBMIT);
    expect(tooEarly.code).toBe("CONFLICT");
    await uploadPapers(captain);
    const submitted = await run<{ submitCaptainForReview: Onboarding }>(captain, SUBMIT);
    expect(submitted.code).toBeNull();
    expect(submitted.data?.submitCaptainForReview).toMatchObject({ status: "UNDER_REVIEW" });
    expect(submitted.data?.submitCaptainForReview.documents.map((d) => d.state)).toEqual([
      "PENDING",
      "PENDING",
      "PENDING",
    ]);
    expect(submitted.data?.submitCaptainForReview.documents[0]?.url).toMatch(
      new RegExp(`^/api/providers/${captain.id}/documents/[^/]+/file$`),
    );

    const queue = await run<{ captainVerificationQueue: { providerId: string }[] }>(admin, QUEUE);
    expect(queue.data?.captainVerificationQueue.map((c) => c.providerId)).toContain(captain.id);

    // Captains never approve themselves, nor do customers.
    expect((await run(captain, APPROVE, { id: captain.id })).code).toBe("FORBIDDEN");
    expect((await run(customer, APPROVE, { id: captain.id })).code).toBe("FORBIDDEN");
    expect((await run(captain, QUEUE)).code).toBe("FORBIDDEN");

    const ws = captain.ws();
    const listening = server.listeners(CAPTAIN_ONBOARDING_CHANGED_TOPIC);
    const live = subscribe<{ myCaptainOnboardingUpdated: Onboarding }>(
      ws,
      `subscription { myCaptainOnboardingUpdated { status canGoOnline } }`,
    );
    const first = await live.next();
    expect(first.data?.myCaptainOnboardingUpdated.status).toBe("UNDER_REVIEW");
    await server.listenersAbove(CAPTAIN_ONBOARDING_CHANGED_TOPIC, listening);

    const approved = await run<{ approveCaptain: Onboarding }>(admin, APPROVE, {
      id: captain.id,
      note: "Papers checked",
    });
    expect(approved.code).toBeNull();
    expect(approved.data?.approveCaptain).toMatchObject({
      status: "APPROVED",
      statusMessage: null,
      canGoOnline: true,
    });
    expect(approved.data?.approveCaptain.reviews).toEqual([
      { step: "SUBMITTED", actorId: captain.id, actorName: "Khalid Captain", reason: null },
      { step: "APPROVED", actorId: admin.id, actorName: "Ops Admin", reason: "Papers checked" },
    ]);
    const pushed = await live.next();
    expect(pushed.data?.myCaptainOnboardingUpdated).toEqual({ status: "APPROVED", canGoOnline: true });
    live.stop();
    await ws.dispose();

    expect((await run(captain, SET_ONLINE)).code).toBeNull();
    const near = await run<{ providersNear: { provider: { id: string } }[] }>(
      customer,
      `query { providersNear(serviceType: TOWING, latitude: 25.2, longitude: 55.27) { provider { id } } }`,
    );
    expect(near.code).toBeNull();
    expect(near.data?.providersNear.map((p) => p.provider.id)).toContain(captain.id);
  });

  it("lets the captain and admins read an onboarding, and nobody else", async () => {
    expect((await run<{ captainOnboarding: Onboarding }>(captain, OF, { id: captain.id })).code).toBeNull();
    expect(
      (await run<{ captainOnboarding: Onboarding }>(admin, OF, { id: captain.id })).data?.captainOnboarding
        .providerId,
    ).toBe(captain.id);
    expect((await run(rival, OF, { id: captain.id })).code).toBe("NOT_FOUND");
    expect((await run(customer, OF, { id: captain.id })).code).toBe("NOT_FOUND");
    expect((await run(customer, MINE)).code).toBe("FORBIDDEN");
    expect((await run(admin, OF, { id: customer.id })).code).toBe("NOT_FOUND");
  });

  it("rejects with the admin's reason, shown to the captain", async () => {
    await run(rival, COMPLETE, { input: profile() });
    await uploadPapers(rival);
    await run(rival, SUBMIT);
    const blank = await run(admin, REJECT, { id: rival.id, reason: " " });
    expect(blank.code).toBe("BAD_USER_INPUT");
    const rejected = await run<{ rejectCaptain: Onboarding }>(admin, REJECT, {
      id: rival.id,
      reason: "The insurance scan is unreadable",
    });
    expect(rejected.code).toBeNull();
    expect(rejected.data?.rejectCaptain).toMatchObject({
      status: "REJECTED",
      rejectionReason: "The insurance scan is unreadable",
      submittedAt: null,
    });
    const mine = await run<{ myCaptainOnboarding: Onboarding }>(rival, MINE);
    expect(mine.data?.myCaptainOnboarding.statusMessage).toContain("The insurance scan is unreadable");
    // Nothing waits any more: approving now is a conflict, not a silent success.
    expect((await run(admin, APPROVE, { id: rival.id })).code).toBe("CONFLICT");
  });

  it("shows a rejected (never approved) captain's public profile to nobody but themselves and admins", async () => {
    const PROFILE = `query P($id: ID!) { provider(id: $id) { id name } }`;
    const seen = async (user: TestUser) =>
      (await run<{ provider: { id: string } | null }>(user, PROFILE, { id: rival.id })).data?.provider ??
      null;
    expect(await seen(customer)).toBeNull();
    expect(await seen(captain)).toBeNull();
    expect(await seen(rival)).toMatchObject({ id: rival.id });
    expect(await seen(admin)).toMatchObject({ id: rival.id });
    // The approved captain of the first test is public.
    expect(
      (await run<{ provider: { id: string } | null }>(customer, PROFILE, { id: captain.id })).data?.provider,
    ).toMatchObject({ id: captain.id });
  });
});

describe("the captain's fleet over GraphQL", () => {
  const TRUCK = `id truckName truckType capacity compatibleVehicles features plate isAvailable providerId`;
  const truck = (o: Record<string, unknown> = {}) => ({
    truckName: "Flatbed 1",
    truckType: "flatbed",
    capacity: 3500,
    compatibleVehicles: ["SEDAN", "SUV"],
    features: ["Winch"],
    plate: "Dubai A 12345",
    ...o,
  });

  it("adds, edits, switches and retires a truck; customers see it only while it can be booked", async () => {
    const added = await run<{ addTowingEquipment: { id: string; plate: string } }>(
      captain,
      `mutation Add($input: TowingEquipmentInput!) { addTowingEquipment(input: $input) { ${TRUCK} } }`,
      { input: truck() },
    );
    expect(added.code).toBeNull();
    const id = added.data!.addTowingEquipment.id;
    expect(added.data?.addTowingEquipment).toMatchObject({ plate: "Dubai A 12345", providerId: captain.id });

    const badType = await run(
      captain,
      `mutation Add($input: TowingEquipmentInput!) { addTowingEquipment(input: $input) { id } }`,
      { input: truck({ truckType: "spaceship" }) },
    );
    expect(badType.code).toBe("BAD_USER_INPUT");
    expect(badType.field).toContain("truckType");
    expect(
      (
        await run(
          customer,
          `mutation Add($input: TowingEquipmentInput!) { addTowingEquipment(input: $input) { id } }`,
          {
            input: truck(),
          },
        )
      ).code,
    ).toBe("FORBIDDEN");

    const AVAILABLE = `query { availableTowingEquipment(latitude: 25.2, longitude: 55.27) { id plate } }`;
    const seen = await run<{ availableTowingEquipment: { id: string }[] }>(customer, AVAILABLE);
    expect(seen.data?.availableTowingEquipment.map((t) => t.id)).toContain(id);

    const edited = await run<{ editTowingEquipment: { truckName: string; plate: string; capacity: number } }>(
      captain,
      `mutation Edit($id: ID!, $input: TowingEquipmentInput!) { editTowingEquipment(equipmentId: $id, input: $input) { ${TRUCK} } }`,
      { id, input: truck({ truckName: "Flatbed One", plate: "Dubai B 54321", capacity: 4000 }) },
    );
    expect(edited.data?.editTowingEquipment).toMatchObject({
      truckName: "Flatbed One",
      plate: "Dubai B 54321",
      capacity: 4000,
    });
    // Another captain's truck is not theirs to edit.
    expect(
      (
        await run(
          rival,
          `mutation Edit($id: ID!, $input: TowingEquipmentInput!) { editTowingEquipment(equipmentId: $id, input: $input) { id } }`,
          {
            id,
            input: truck(),
          },
        )
      ).code,
    ).toBe("NOT_FOUND");

    const off = await run<{ setTowingEquipmentAvailability: { isAvailable: boolean } }>(
      captain,
      `mutation Off($id: ID!) { setTowingEquipmentAvailability(equipmentId: $id, isAvailable: false) { ${TRUCK} } }`,
      { id },
    );
    expect(off.data?.setTowingEquipmentAvailability.isAvailable).toBe(false);
    expect(
      (
        await run<{ availableTowingEquipment: { id: string }[] }>(customer, AVAILABLE)
      ).data?.availableTowingEquipment.map((t) => t.id),
    ).not.toContain(id);

    const retired = await run<{ retireTowingEquipment: boolean }>(
      captain,
      `mutation Retire($id: ID!) { retireTowingEquipment(equipmentId: $id) }`,
      { id },
    );
    expect(retired.data?.retireTowingEquipment).toBe(true);
    const mine = await run<{ myTowingEquipment: { id: string }[] }>(
      captain,
      `query { myTowingEquipment { id } }`,
    );
    expect(mine.data?.myTowingEquipment.map((t) => t.id)).not.toContain(id);
  });

  it("never shows customers the trucks of a captain who is not approved", async () => {
    // The rival was rejected above: their truck exists, but no customer query lists it.
    const added = await run<{ addTowingEquipment: { id: string } }>(
      rival,
      `mutation Add($input: TowingEquipmentInput!) { addTowingEquipment(input: $input) { id } }`,
      { input: truck() },
    );
    expect(added.code).toBeNull();
    const trucks = await run<{ compatibleTowingEquipment: { id: string }[] }>(
      customer,
      `query { compatibleTowingEquipment(vehicleType: SEDAN, latitude: 25.2, longitude: 55.27) { id } }`,
    );
    expect(trucks.code).toBeNull();
    expect(trucks.data?.compatibleTowingEquipment.map((t) => t.id)).not.toContain(
      added.data?.addTowingEquipment.id,
    );
    expect(
      (
        await run<{ myTowingEquipment: { id: string }[] }>(rival, `query { myTowingEquipment { id } }`)
      ).data?.myTowingEquipment.map((t) => t.id),
    ).toEqual([added.data?.addTowingEquipment.id]);
  });
});
