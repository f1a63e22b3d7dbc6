import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SUPPORT_PHONE } from "../../domain/rules/statusText";
import type { ApiClient } from "../rest/testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "../rest/testing/apiTestServer";
import { bookingPayload, DEMO } from "../rest/testing/demoActors";
import { LiveTestClient } from "./testing/liveTestClient";

let server: ApiTestServer;
let customer: ApiClient;
let provider: ApiClient;
let otherProvider: ApiClient;
const sockets: LiveTestClient[] = [];

beforeAll(async () => {
  server = await startApiTestServer();
  [customer, provider, otherProvider] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.provider.email),
    server.signIn(DEMO.otherProvider.email),
  ]);
});
afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await server?.close();
});

async function connect(client?: ApiClient, userId?: string): Promise<LiveTestClient> {
  const socket = await LiveTestClient.connect(server.app.url, client?.cookie);
  sockets.push(socket);
  if (userId) expect(await socket.authenticate(userId)).toMatchObject({ type: "authenticated" });
  return socket;
}

describe("/ws authentication", () => {
  it("without a session, authenticate is refused and the connection stays up", async () => {
    const socket = await connect();
    expect(await socket.authenticate(DEMO.customer.id)).toEqual({
      type: "error",
      error: "authenticate: sign in first; this connection came without a valid session",
    });
    socket.send({ type: "ping" });
    expect(await socket.nextOfType("pong")).toEqual({ type: "pong" });
  });

  it("a userId other than the session's is refused", async () => {
    const socket = await connect(customer);
    expect(await socket.authenticate(DEMO.otherCustomer.id)).toEqual({
      type: "error",
      error: "authenticate: userId does not match your session",
    });
    expect(await socket.authenticate(DEMO.customer.id)).toMatchObject({
      type: "authenticated",
      userType: "customer",
    });
  });
});

describe("/ws malformed messages", () => {
  it.each([
    ["not JSON", "{nope", "message must be JSON"],
    ["not an object", "42", "message must be a JSON object"],
    ["an unknown type", { type: "teleport" }, "type: must be one of authenticate, location_update, ping"],
    [
      "a location before authenticating",
      { type: "location_update", userId: "x", userType: "provider", latitude: 1, longitude: 1 },
      "location_update: authenticate first",
    ],
  ])("%s gets an error frame", async (_, message, error) => {
    const socket = await connect(customer);
    socket.send(message);
    expect(await socket.nextOfType("error")).toEqual({ type: "error", error });
    expect(socket.isOpen).toBe(true);
  });
});

describe("/ws location updates", () => {
  it("are validated and rate-limited per user", async () => {
    const socket = await connect(provider, DEMO.provider.id);
    const update = { type: "location_update", userId: DEMO.provider.id, userType: "provider" };
    socket.send({ ...update, latitude: 95, longitude: 55 });
    expect(await socket.nextOfType("error")).toMatchObject({ error: "latitude: must be between -90 and 90" });
    socket.send({ ...update, userType: "customer", latitude: 25, longitude: 55 });
    expect(await socket.nextOfType("error")).toMatchObject({
      error: "location_update: userType must be provider",
    });
    socket.send({ ...update, latitude: 25.2234, longitude: 55.2951 });
    socket.send({ ...update, latitude: 25.22, longitude: 55.29 });
    const limited = await socket.nextOfType("error");
    expect(limited.error).toBe("location_update: at most one every 1 s");
    expect(limited.retryAfterMs).toBeGreaterThan(0);

    // The accepted one moved the captain on the map's list; the refused ones did not.
    const listed = async () =>
      (
        await customer.get<Array<{ id: string; latitude: number; longitude: number }>>(
          "/api/providers/online",
        )
      ).json.find((p) => p.id === DEMO.provider.id);
    await expect.poll(listed, { timeout: 2_000 }).toMatchObject({ latitude: 25.2234, longitude: 55.2951 });
  });
});

describe("/ws positions between the parties of a job", () => {
  /** Sends a position and waits until the server took it, after the wait it asks for when too soon. */
  async function report(socket: LiveTestClient, latitude: number, longitude: number): Promise<void> {
    for (;;) {
      socket.send({
        type: "location_update",
        userId: DEMO.provider.id,
        userType: "provider",
        latitude,
        longitude,
      });
      socket.send({ type: "ping" });
      const answer = await socket.next((f) => f.type === "pong" || f.type === "error");
      if (answer.type === "pong") return;
      expect(answer.error).toBe("location_update: at most one every 1 s");
      await socket.nextOfType("pong");
      await new Promise((resolve) => setTimeout(resolve, answer.retryAfterMs as number));
    }
  }

  it("the captain's next position reaches the customer once the job is accepted, though the one before went to nobody", async () => {
    const captain = await connect(provider, DEMO.provider.id);
    const owner = await connect(customer, DEMO.customer.id);
    await report(captain, 25.21, 55.28);

    const booked = await customer.post<{ id: string }>("/api/requests", bookingPayload());
    expect((await provider.patch(`/api/requests/${booked.json.id}`, { status: "accepted" })).status).toBe(
      200,
    );
    try {
      await owner.next((f) => f.type === "request_update" && f.status === "accepted");
      await report(captain, 25.199, 55.279);
      expect(await owner.nextOfType("location_update")).toMatchObject({
        userId: DEMO.provider.id,
        userType: "provider",
        latitude: 25.199,
        longitude: 55.279,
      });
    } finally {
      await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
      // Back where the test before left the captain: dispatch's choices below depend on it.
      await report(captain, 25.2234, 55.2951);
    }
  });
});

describe("/ws pushes", () => {
  it("new_request only to the provider offered the job; request_update with the spec's text to the parties", async () => {
    const offered = await connect(provider, DEMO.provider.id);
    const bystander = await connect(otherProvider, DEMO.otherProvider.id);
    const owner = await connect(customer, DEMO.customer.id);

    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      bookingPayload({ serviceType: "jump-start" }),
    );
    const offer = await offered.nextOfType("new_request");
    expect(offer.request).toMatchObject({ id: booked.json.id, serviceType: "jump-start" });

    await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
    expect(await owner.nextOfType("request_update")).toMatchObject({
      status: "cancelled",
      message: "Request was cancelled",
      request: { id: booked.json.id },
    });
    // The captain only held an offer: they are told it closed, and nothing about the request itself.
    expect(await offered.nextOfType("offer_closed")).toEqual({
      type: "offer_closed",
      requestId: booked.json.id,
    });
    offered.send({ type: "ping" });
    await offered.nextOfType("pong");
    await expect(offered.nextOfType("request_update", 300)).rejects.toThrow(/no matching frame/);
    bystander.send({ type: "ping" });
    await bystander.nextOfType("pong");
    await expect(bystander.nextOfType("new_request", 300)).rejects.toThrow(/no matching frame/);
  });

  it("a booking without a chosen captain: new_request reaches the one dispatch offers it to, nobody else", async () => {
    const sockets = {
      [DEMO.provider.id]: await connect(provider, DEMO.provider.id),
      [DEMO.otherProvider.id]: await connect(otherProvider, DEMO.otherProvider.id),
    };
    // The emergency button at Omar's door: jump-start is his trade and Khalid's, and Omar is nearest.
    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      bookingPayload({
        providerId: null,
        priority: "urgent",
        serviceType: "jump-start",
        pickupLatitude: "25.0805",
        pickupLongitude: "55.1403",
      }),
    );
    expect(booked.status, booked.body).toBe(201);
    const offer = await sockets[DEMO.otherProvider.id]!.next(
      (f) => f.type === "new_request" && (f.request as { id: string }).id === booked.json.id,
    );
    expect(offer.request).toMatchObject({ serviceType: "jump-start", pickupEmirate: "Dubai" });
    await expect(
      sockets[DEMO.provider.id]!.next(
        (f) => f.type === "new_request" && (f.request as { id: string }).id === booked.json.id,
        300,
      ),
    ).rejects.toThrow(/no matching frame/);
    await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
  });

  it("an offer carries the service, the area and the pickup, never who booked it", async () => {
    const offered = await connect(provider, DEMO.provider.id);
    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      bookingPayload({ serviceType: "jump-start" }),
    );
    const offer = await offered.next(
      (f) => f.type === "new_request" && (f.request as { id: string }).id === booked.json.id,
    );
    expect(offer.request).toMatchObject({
      serviceType: "jump-start",
      pickupLocation: "Dubai Mall",
      pickupEmirate: "Dubai",
      pickupLatitude: 25.1972,
      pickupLongitude: 55.2796,
    });
    for (const secret of ["customerId", "licensePlate", "description", "offeredTo", "providerId"])
      expect(offer.request, secret).not.toHaveProperty(secret);
    const text = JSON.stringify(offer);
    for (const identity of [DEMO.customer.id, DEMO.customer.name, DEMO.customer.phone, "DXB A 12345"])
      expect(text).not.toContain(identity);
    await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
  });

  it("a captain who declined gets one offer_closed, then nothing more of the request", async () => {
    const decliner = await connect(provider, DEMO.provider.id);
    const owner = await connect(customer, DEMO.customer.id);
    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      bookingPayload({ serviceType: "jump-start" }),
    );
    const ofBooking = (type: string) => (f: { type: string; requestId?: unknown; request?: unknown }) =>
      f.type === type && (f.requestId ?? (f.request as { id: string } | undefined)?.id) === booked.json.id;
    await decliner.next(ofBooking("new_request"));
    const declined = await provider.patch(`/api/requests/${booked.json.id}`, { status: "declined" });
    expect(declined.status, declined.body).toBe(200);
    expect(await decliner.next(ofBooking("offer_closed"))).toEqual({
      type: "offer_closed",
      requestId: booked.json.id,
    });

    // The request goes on without them: the customer hears of it, the captain who declined does not.
    await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
    expect(await owner.next(ofBooking("request_update"))).toMatchObject({ status: "cancelled" });
    decliner.send({ type: "ping" });
    await decliner.nextOfType("pong");
    for (const type of ["request_update", "new_request", "offer_closed"])
      await expect(decliner.next(ofBooking(type), 300), type).rejects.toThrow(/no matching frame/);
  });

  it("when nobody can take the request, request_update tells the customer the support number to call", async () => {
    const owner = await connect(customer, DEMO.customer.id);
    // The emergency button in Liwa, far beyond dispatch's largest radius from every demo captain.
    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      bookingPayload({
        providerId: null,
        priority: "urgent",
        serviceType: "jump-start",
        pickupLocation: "Liwa Oasis",
        pickupLatitude: "23.1300",
        pickupLongitude: "53.7700",
      }),
    );
    expect(booked.status).toBe(201);
    expect(await owner.nextOfType("request_update", 10_000)).toMatchObject({
      status: "unassigned",
      message: `No provider could take your request. Please call support on ${DEFAULT_SUPPORT_PHONE}.`,
      request: { id: booked.json.id },
    });
  });

  it("tells the other party that the chat changed", async () => {
    const owner = await connect(customer, DEMO.customer.id);
    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      bookingPayload({ serviceType: "tire-change" }),
    );
    await provider.patch(`/api/requests/${booked.json.id}`, { status: "accepted" });
    await provider.post(`/api/chat/${booked.json.id}`, {
      senderId: DEMO.provider.id,
      receiverId: DEMO.customer.id,
      content: "Coming",
    });
    expect(await owner.next((f) => f.type === "chat_message" && f.requestId === booked.json.id)).toBeTruthy();
  });
});
