import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptJob } from "../../command-api/commands/requestCommands";
import { asProvider, requestHelp } from "../../infra/dispatch/testing/dispatchScenario";
import { signUp } from "../testing/scenario";
import { run, subscribe, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

const PICKUP = { latitude: 25.1972, longitude: 55.2796 };
/** `km` north of the pickup. */
const north = (km: number) => ({ latitude: PICKUP.latitude + km * 0.008993, longitude: PICKUP.longitude });

const TRACKING = `query Tracking($id: ID!) {
  request(id: $id) { status tracking { remainingKm etaMinutes speedKmh progressPercent status phase color } }
}`;
const REPORT = `mutation Report($latitude: Float!, $longitude: Float!) {
  reportLocation(latitude: $latitude, longitude: $longitude) { userId }
}`;

type Tracking = {
  request: {
    status: string;
    tracking: { remainingKm: number; status: string; color: string; progressPercent: number } | null;
  };
};

let server: TestServer;
let customer: TestUser;
let provider: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signUp(server, "customer");
  provider = await signUp(server, "provider", { ...north(3), isOnline: true });
});
afterAll(async () => server?.close());

describe("live tracking, computed on the server from the captain's reported positions", () => {
  it("moves from En Route through Nearby and Almost There to Arriving Now as the captain reports closer positions", async () => {
    await requestHelp(server.commands, {
      requestId: "track-1",
      customerId: customer.id,
      providerId: provider.id,
      ...PICKUP,
    });
    await server.settle();
    expect((await run<Tracking>(customer, TRACKING, { id: "track-1" })).data?.request.tracking).toBeNull();

    await acceptJob(server.commands)({ requestId: "track-1" }, asProvider(provider.id));
    await server.settle();
    const seen: string[] = [];
    for (const km of [3, 0.8, 0.4, 0.1]) {
      expect((await run(provider, REPORT, north(km))).code).toBeNull();
      const { data } = await run<Tracking>(customer, TRACKING, { id: "track-1" });
      expect(data?.request.tracking?.remainingKm).toBeCloseTo(km, 1);
      seen.push(`${data?.request.tracking?.status} (${data?.request.tracking?.color})`);
    }
    expect(seen).toEqual([
      "En Route (blue)",
      "Nearby (yellow)",
      "Almost There (orange)",
      "Arriving Now (green)",
    ]);
  });

  it("pushes the server's tracking to the customer as the captain reports positions (trackingUpdated)", async () => {
    // Its own captain: the first test's captain is still on track-1, and nobody holds two jobs.
    const captain = await signUp(server, "provider", { ...north(3), isOnline: true });
    await requestHelp(server.commands, {
      requestId: "track-2",
      customerId: customer.id,
      providerId: captain.id,
      ...PICKUP,
    });
    await server.settle();
    await acceptJob(server.commands)({ requestId: "track-2" }, asProvider(captain.id));
    await server.settle();
    const ws = customer.ws();
    const updates = subscribe<{ trackingUpdated: Tracking["request"] }>(
      ws,
      `subscription Live($id: ID!) { trackingUpdated(requestId: $id) { status tracking { remainingKm status } } }`,
      { id: "track-2" },
    );
    expect((await updates.next()).data?.trackingUpdated.status).toBe("ACCEPTED");
    expect((await run(captain, REPORT, north(0.4))).code).toBeNull();
    const moved = await updates.next();
    expect(moved.data?.trackingUpdated.tracking?.remainingKm).toBeCloseTo(0.4, 1);
    expect(moved.data?.trackingUpdated.tracking?.status).toBe("Almost There");
    await ws.dispose();
  });

  it("refuses someone who may not see the request", async () => {
    const stranger = await signUp(server, "customer");
    const ws = stranger.ws();
    const updates = subscribe<unknown>(
      ws,
      `subscription Live($id: ID!) { trackingUpdated(requestId: $id) { status } }`,
      { id: "track-2" },
    );
    expect((await updates.next()).errors?.[0]?.message).toMatch(/not found/i);
    await ws.dispose();
  });
});
