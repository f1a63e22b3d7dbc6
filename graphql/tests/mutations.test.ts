import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, bookingInput, PASSWORD, REQUEST_FIELDS, signUp, signUpAdmin } from "../testing/scenario";
import { postGraphql, run, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

interface RequestView {
  id: string;
  status: string;
  customerId: string;
  providerId: string | null;
  offeredTo: string[];
  estimatedPrice: number;
  finalPrice: number | null;
}

let server: TestServer;
let customer: TestUser;
let otherCustomer: TestUser;
let provider: TestUser;
let otherProvider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [customer, otherCustomer, provider, otherProvider] = await Promise.all([
    signUp(server, "customer"),
    signUp(server, "customer"),
    signUp(server, "provider", { isOnline: true, latitude: 25.2, longitude: 55.27 }),
    signUp(server, "provider", { isOnline: true, latitude: 25.21, longitude: 55.28 }),
  ]);
  admin = await signUpAdmin(server);
  // Opening PGlite takes seconds, many more when the machine is busy.
}, 120_000);
afterAll(() => server?.close());

const BOOK = `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { ${REQUEST_FIELDS} } }`;
const ACCEPT = `mutation($id: ID!) { acceptJob(requestId: $id) { ${REQUEST_FIELDS} } }`;
const DECLINE = `mutation($id: ID!) { declineJob(requestId: $id, reason: "too far") { ${REQUEST_FIELDS} } }`;
const START = `mutation($id: ID!) { startJob(requestId: $id) { ${REQUEST_FIELDS} } }`;
const COMPLETE = `mutation($id: ID!, $price: Float) { completeJob(requestId: $id, finalPrice: $price) { ${REQUEST_FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelRequest(requestId: $id, reason: "changed my mind") { ${REQUEST_FIELDS} } }`;
const REVIEW = `mutation($id: ID!, $rating: Int!, $comment: String) {
  postReview(requestId: $id, rating: $rating, comment: $comment) { id customerRating customerReview reviews { reviewerRole rating } } }`;

async function book(
  overrides: Record<string, unknown> = {},
  providerId: string | null = provider.id,
): Promise<RequestView> {
  const { data, message } = await run<{ requestService: RequestView }>(customer, BOOK, {
    input: bookingInput(providerId, overrides),
  });
  if (!data) throw new Error(`booking failed: ${message}`);
  return data.requestService;
}

async function completedJob(): Promise<RequestView> {
  const request = await book();
  await run(provider, ACCEPT, { id: request.id });
  await run(provider, START, { id: request.id });
  // At the quote: the captain cannot raise it.
  const { data } = await run<{ completeJob: RequestView }>(provider, COMPLETE, {
    id: request.id,
    price: request.estimatedPrice,
  });
  return data!.completeJob;
}

describe("register, login, logout", () => {
  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id email userType } }`;
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: "Layla",
    email: `layla-${randomUUID()}@example.ae`,
    phone: "+971 55 765 4321",
    password: PASSWORD,
    ...overrides,
  });

  it("signs a new customer in with the session cookie", async () => {
    const { result, setCookie } = await postGraphql<{ register: { id: string; userType: string } }>(
      server.url,
      REGISTER,
      {
        input: input(),
      },
    );
    expect(result.data?.register.userType).toBe("CUSTOMER");
    expect(setCookie).toMatch(
      /roadside_session=[A-Za-z0-9_-]{43}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax/,
    );
  });

  it("names the field of a malformed email and uses the spec's password message", async () => {
    const email = await run(anonymous(server), REGISTER, { input: input({ email: "not-an-email" }) });
    expect([email.code, email.field]).toEqual(["BAD_USER_INPUT", "email"]);
    const password = await run(anonymous(server), REGISTER, { input: input({ password: "123" }) });
    expect(password.code).toBe("BAD_USER_INPUT");
    expect(password.message).toContain("Password must be at least 8 characters");
    const common = await run(anonymous(server), REGISTER, { input: input({ password: "password1" }) });
    expect([common.code, common.field]).toEqual(["BAD_USER_INPUT", "password"]);
    expect(common.message).toContain("one of the most common passwords");
  });

  it("refuses an email that already has an account", async () => {
    const first = input();
    await run(anonymous(server), REGISTER, { input: first });
    const again = await run(anonymous(server), REGISTER, { input: { ...first, name: "Someone else" } });
    expect(again.code).toBe("CONFLICT");
  });

  it("answers a wrong password with UNAUTHENTICATED and a right one with the user", async () => {
    const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
    const account = input();
    const { result } = await postGraphql<{ register: { id: string } }>(server.url, REGISTER, {
      input: account,
    });
    const wrong = await run(anonymous(server), LOGIN, { email: account.email, password: "wrong-password" });
    expect([wrong.code, wrong.message]).toEqual(["UNAUTHENTICATED", "Invalid credentials"]);
    const right = await postGraphql<{ login: { id: string } }>(server.url, LOGIN, account);
    expect(right.result.data?.login.id).toBe(result.data?.register.id);
    expect(right.setCookie).toContain("roadside_session=");
  });

  it("logs out: the cookie is cleared and the session no longer works", async () => {
    const leaving = await signUp(server, "customer");
    const { result, setCookie } = await postGraphql<{ logout: boolean }>(
      server.url,
      "mutation { logout }",
      {},
      leaving.cookie,
    );
    expect(result.data?.logout).toBe(true);
    expect(setCookie).toContain("Expires=Thu, 01 Jan 1970");
    const me = await run<{ me: { id: string } | null }>(leaving, "{ me { id } }");
    expect(me.data?.me).toBeNull();
  });
});

describe("requestService", () => {
  it("books for now with the chosen provider holding the offer", async () => {
    const request = await book();
    expect(request).toMatchObject({
      status: "PENDING",
      customerId: customer.id,
      offeredTo: [provider.id],
      // The chosen captain is the best-ranked near the pickup: towing's 275 less 10 (spec §9).
      estimatedPrice: 265,
    });
  });

  it("prices a scheduled booking with its surcharges when no price is given", async () => {
    // Next Saturday 07:00 UAE: weekend (+25) and before 09:00 (+15).
    const now = new Date();
    const daysToSaturday = ((6 - now.getUTCDay() + 7) % 7) + 7;
    const saturday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToSaturday, 3, 0),
    );
    if (saturday.getTime() - now.getTime() > 29 * 86_400_000) saturday.setUTCDate(saturday.getUTCDate() - 7);
    const request = await book({ scheduledAt: saturday.toISOString() });
    expect(request.estimatedPrice).toBe(275 + 25 + 15);
  });

  it("refuses the unauthenticated, providers, bad coordinates, unknown providers and past times", async () => {
    expect((await run(anonymous(server), BOOK, { input: bookingInput(null) })).code).toBe("UNAUTHENTICATED");
    expect((await run(provider, BOOK, { input: bookingInput(null) })).code).toBe("FORBIDDEN");
    const far = bookingInput(null, { pickup: { location: "Nowhere", latitude: 95, longitude: 55 } });
    const latitude = await run(customer, BOOK, { input: far });
    expect([latitude.code, latitude.field]).toEqual(["BAD_USER_INPUT", "pickup.latitude"]);
    const unknown = await run(customer, BOOK, { input: bookingInput(randomUUID()) });
    expect([unknown.code, unknown.field]).toEqual(["BAD_USER_INPUT", "providerId"]);
    const past = await run(customer, BOOK, {
      input: bookingInput(null, { scheduledAt: "2020-01-01T10:00:00Z" }),
    });
    expect([past.code, past.field]).toEqual(["BAD_USER_INPUT", "scheduledAt"]);
    const noMake = await run(customer, BOOK, {
      input: bookingInput(null, { vehicle: { make: " ", model: "X5" } }),
    });
    expect([noMake.code, noMake.field]).toEqual(["BAD_USER_INPUT", "vehicle.make"]);
  });
});

describe("a job's life: accept, decline, start, complete", () => {
  it("lets only the offered provider accept; the customer is forbidden, other providers see nothing", async () => {
    const request = await book();
    expect((await run(customer, ACCEPT, { id: request.id })).code).toBe("FORBIDDEN");
    expect((await run(otherProvider, ACCEPT, { id: request.id })).code).toBe("NOT_FOUND");
    expect((await run(anonymous(server), ACCEPT, { id: request.id })).code).toBe("UNAUTHENTICATED");
    const accepted = await run<{ acceptJob: RequestView }>(provider, ACCEPT, { id: request.id });
    expect(accepted.data?.acceptJob).toMatchObject({
      status: "ACCEPTED",
      providerId: provider.id,
      offeredTo: [],
    });
    // A double tap changes nothing.
    expect(
      (await run<{ acceptJob: RequestView }>(provider, ACCEPT, { id: request.id })).data?.acceptJob.status,
    ).toBe("ACCEPTED");
    // One job at a time: the next tests' jobs go to the same provider, who is free once this one ends.
    await run(customer, CANCEL, { id: request.id });
  });

  it("declines: the offer closes and the request stays pending", async () => {
    const request = await book();
    expect((await run(otherProvider, DECLINE, { id: request.id })).code).toBe("NOT_FOUND");
    const declined = await run<{ declineJob: RequestView }>(provider, DECLINE, { id: request.id });
    expect(declined.data?.declineJob).toMatchObject({ status: "PENDING", offeredTo: [] });
  });

  it("starts only after accepting, and completes with a valid price only", async () => {
    const request = await book();
    expect((await run(provider, START, { id: request.id })).code).toBe("CONFLICT");
    await run(provider, ACCEPT, { id: request.id });
    expect((await run(customer, START, { id: request.id })).code).toBe("FORBIDDEN");
    const started = await run<{ startJob: RequestView }>(provider, START, { id: request.id });
    expect(started.data?.startJob.status).toBe("IN_PROGRESS");
    const negative = await run(provider, COMPLETE, { id: request.id, price: -5 });
    expect([negative.code, negative.field]).toEqual(["BAD_USER_INPUT", "finalPrice"]);
    // The booking holds the customer to its quote: the captain cannot raise it (extras are proposed instead).
    const raised = await run(provider, COMPLETE, { id: request.id, price: request.estimatedPrice + 25 });
    expect([raised.code, raised.field]).toEqual(["BAD_USER_INPUT", "finalPrice"]);
    const completed = await run<{ completeJob: RequestView }>(provider, COMPLETE, {
      id: request.id,
      price: request.estimatedPrice,
    });
    expect(completed.data?.completeJob).toMatchObject({
      status: "COMPLETED",
      finalPrice: request.estimatedPrice,
    });
  });
});

describe("cancelRequest", () => {
  it("lets the customer cancel; others are refused; a completed job cannot be cancelled", async () => {
    const request = await book();
    expect((await run(otherCustomer, CANCEL, { id: request.id })).code).toBe("NOT_FOUND");
    expect((await run(provider, CANCEL, { id: request.id })).code).toBe("FORBIDDEN");
    const cancelled = await run<{ cancelRequest: RequestView }>(customer, CANCEL, { id: request.id });
    expect(cancelled.data?.cancelRequest).toMatchObject({ status: "CANCELLED", offeredTo: [] });
    const done = await completedJob();
    expect((await run(customer, CANCEL, { id: done.id })).code).toBe("CONFLICT");
  });

  it("lets an admin cancel for support", async () => {
    const request = await book();
    const cancelled = await run<{ cancelRequest: RequestView }>(admin, CANCEL, { id: request.id });
    expect(cancelled.data?.cancelRequest.status).toBe("CANCELLED");
  });
});

describe("postReview", () => {
  it("needs a completed job, a rating of 1 to 5, and takes one review per side", async () => {
    const pending = await book();
    expect((await run(customer, REVIEW, { id: pending.id, rating: 5 })).code).toBe("CONFLICT");
    const done = await completedJob();
    const six = await run(customer, REVIEW, { id: done.id, rating: 6 });
    expect([six.code, six.field]).toEqual(["BAD_USER_INPUT", "rating"]);
    expect((await run(otherCustomer, REVIEW, { id: done.id, rating: 5 })).code).toBe("NOT_FOUND");
    const posted = await run<{
      postReview: { customerRating: number; customerReview: string; reviews: unknown[] };
    }>(customer, REVIEW, { id: done.id, rating: 5, comment: "  Quick and kind  " });
    expect(posted.data?.postReview).toMatchObject({
      customerRating: 5,
      customerReview: "Quick and kind",
      reviews: [{ reviewerRole: "CUSTOMER", rating: 5 }],
    });
    expect((await run(customer, REVIEW, { id: done.id, rating: 4 })).code).toBe("CONFLICT");
  });
});

describe("profile, fleet and contacts", () => {
  const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id name city emiratesId } }`;
  const ADD_VEHICLE = `mutation($input: AddVehicleInput!) { addVehicle(input: $input) { id vehicleName isDefault } }`;
  const REMOVE_VEHICLE = `mutation($id: ID!) { removeVehicle(vehicleId: $id) { id } }`;
  const ADD_CONTACT = `mutation($input: AddEmergencyContactInput!) { addEmergencyContact(input: $input) { id contactName relationship } }`;
  const vehicle = {
    vehicleName: "Family car",
    vehicleMake: "Nissan",
    vehicleModel: "Patrol",
    licensePlate: "D 777",
  };

  it("updates the profile, naming a malformed Emirates ID", async () => {
    const profile = {
      name: "Aisha",
      phone: "+971 50 111 2222",
      city: "SHARJAH",
      emiratesId: "784-1990-1234567-1",
    };
    expect((await run(anonymous(server), UPDATE, { input: profile })).code).toBe("UNAUTHENTICATED");
    const bad = await run(customer, UPDATE, { input: { ...profile, emiratesId: "12345" } });
    expect([bad.code, bad.field]).toEqual(["BAD_USER_INPUT", "emiratesId"]);
    const updated = await run<{ updateProfile: { city: string; emiratesId: string } }>(customer, UPDATE, {
      input: profile,
    });
    expect(updated.data?.updateProfile).toMatchObject({ city: "SHARJAH", emiratesId: "784-1990-1234567-1" });
  });

  it("remembers the owner's language on the account, read back by me", async () => {
    const SET = `mutation($language: Language!) { setPreferredLanguage(language: $language) { id preferredLanguage } }`;
    const ME = "{ me { preferredLanguage } }";
    const owner = await signUp(server, "customer");
    expect((await run<{ me: { preferredLanguage: null } }>(owner, ME)).data?.me.preferredLanguage).toBeNull();
    expect((await run(anonymous(server), SET, { language: "AR" })).code).toBe("UNAUTHENTICATED");
    expect((await run(owner, SET, { language: "FR" })).code).toBe("BAD_USER_INPUT");
    const set = await run<{ setPreferredLanguage: { preferredLanguage: string } }>(owner, SET, {
      language: "AR",
    });
    expect(set.data?.setPreferredLanguage.preferredLanguage).toBe("AR");
    expect((await run<{ me: { preferredLanguage: string } }>(owner, ME)).data?.me.preferredLanguage).toBe(
      "AR",
    );
  });

  it("adds and removes vehicles; the first is primary; admins have no fleet", async () => {
    const blank = await run(customer, ADD_VEHICLE, { input: { ...vehicle, vehicleName: " " } });
    expect([blank.code, blank.field]).toEqual(["BAD_USER_INPUT", "vehicle.vehicleName"]);
    expect((await run(admin, ADD_VEHICLE, { input: vehicle })).code).toBe("FORBIDDEN");
    const owner = await signUp(server, "customer");
    const added = await run<{ addVehicle: { id: string; isDefault: boolean } }>(owner, ADD_VEHICLE, {
      input: vehicle,
    });
    expect(added.data?.addVehicle.isDefault).toBe(true);
    expect((await run(owner, REMOVE_VEHICLE, { id: randomUUID() })).code).toBe("NOT_FOUND");
    const removed = await run<{ removeVehicle: unknown[] }>(owner, REMOVE_VEHICLE, {
      id: added.data!.addVehicle.id,
    });
    expect(removed.data?.removeVehicle).toEqual([]);
  });

  it("adds an emergency contact with a valid phone only", async () => {
    const bad = await run(customer, ADD_CONTACT, { input: { contactName: "Omar", contactPhone: "call me" } });
    expect([bad.code, bad.field]).toEqual(["BAD_USER_INPUT", "contactPhone"]);
    const added = await run<{ addEmergencyContact: { relationship: string } }>(customer, ADD_CONTACT, {
      input: { contactName: "Omar", contactPhone: "+971 50 999 8888", relationship: "FRIEND" },
    });
    expect(added.data?.addEmergencyContact.relationship).toBe("FRIEND");
  });
});

describe("shareTrip and sendChatMessage", () => {
  const SHARE = `mutation($input: ShareTripInput!) { shareTrip(input: $input) { requestId shareToken isActive } }`;
  const CHAT = `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { senderId receiverId content } }`;
  const share = (requestId: string) => ({
    requestId,
    sharedWithName: "Mum",
    sharedWithPhone: "+971 50 000 1111",
  });

  it("shares the customer's own active trip only", async () => {
    const request = await book();
    expect((await run(provider, SHARE, { input: share(request.id) })).code).toBe("FORBIDDEN");
    expect((await run(otherCustomer, SHARE, { input: share(request.id) })).code).toBe("NOT_FOUND");
    const bad = await run(customer, SHARE, { input: { ...share(request.id), sharedWithPhone: "nope" } });
    expect([bad.code, bad.field]).toEqual(["BAD_USER_INPUT", "sharedWithPhone"]);
    const shared = await run<{ shareTrip: { shareToken: string; isActive: boolean } }>(customer, SHARE, {
      input: share(request.id),
    });
    expect(shared.data?.shareTrip.isActive).toBe(true);
    expect(shared.data?.shareTrip.shareToken.length).toBeGreaterThanOrEqual(43);
  });

  it("sends chat between the two parties only, never empty", async () => {
    const request = await book();
    await run(provider, ACCEPT, { id: request.id });
    expect((await run(otherCustomer, CHAT, { input: { requestId: request.id, content: "hi" } })).code).toBe(
      "NOT_FOUND",
    );
    const empty = await run(customer, CHAT, { input: { requestId: request.id, content: "" } });
    expect([empty.code, empty.field]).toEqual(["BAD_USER_INPUT", "content"]);
    const sent = await run<{ sendChatMessage: { senderId: string; receiverId: string } }>(customer, CHAT, {
      input: { requestId: request.id, content: "I am by the blue gate" },
    });
    expect(sent.data?.sendChatMessage).toMatchObject({ senderId: customer.id, receiverId: provider.id });
    await run(customer, CANCEL, { id: request.id }); // frees the provider for later jobs
  });
});

describe("setOnline, reportLocation, rebuildProjection", () => {
  it("lets only providers go on- and offline", async () => {
    const SET = `mutation($online: Boolean!) { setOnline(online: $online, latitude: 25.2, longitude: 55.3) { id online } }`;
    expect((await run(customer, SET, { online: true })).code).toBe("FORBIDDEN");
    const captain = await signUp(server, "provider");
    const online = await run<{ setOnline: { online: boolean } }>(captain, SET, { online: true });
    expect(online.data?.setOnline.online).toBe(true);
    const offline = await run<{ setOnline: { online: boolean } }>(captain, SET, { online: false });
    expect(offline.data?.setOnline.online).toBe(false);
  });

  it("takes positions from customers and providers with valid coordinates", async () => {
    const REPORT = `mutation($lat: Float!) { reportLocation(latitude: $lat, longitude: 55.3) { userId latitude } }`;
    const bad = await run(provider, REPORT, { lat: 100 });
    expect([bad.code, bad.field]).toEqual(["BAD_USER_INPUT", "latitude"]);
    expect((await run(admin, REPORT, { lat: 25.2 })).code).toBe("FORBIDDEN");
    const reported = await run<{ reportLocation: { userId: string } }>(provider, REPORT, { lat: 25.2 });
    expect(reported.data?.reportLocation.userId).toBe(provider.id);
  });

  it("rebuilds a projection for admins only", async () => {
    const REBUILD = `mutation($name: String!) { rebuildProjection(name: $name) { name } }`;
    expect((await run(customer, REBUILD, { name: "reviews" })).code).toBe("FORBIDDEN");
    expect((await run(admin, REBUILD, { name: "no_such_thing" })).code).toBe("NOT_FOUND");
    const started = await run<{ rebuildProjection: { name: string } }>(admin, REBUILD, { name: "reviews" });
    expect(started.data?.rebuildProjection.name).toBe("reviews");
  });
});
