import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../testing/scenario";
import { subscribe, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

/**
 * The cost limit as a client meets it, through the real server: a list's size is its `limit` as the
 * operation runs it, whether written inline, passed as a variable, or left to a default. The bound is
 * lowered to 5000 here so that a subscription (one root field, at most 30 aliases) can reach it too.
 */
let server: TestServer;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer({ limits: { maxCost: 5000 } });
  customer = await signUp(server, "customer");
}, 120_000);
afterAll(() => server?.close());

const TOO_MUCH = "asks for too much at once (estimated cost above 5000); ask for fewer items or fields";
/** 44 per request (a route counts 20 points): 500 of them are over the limit, the default page of 50 under it. */
/** 12 fields of a truck (its two lists hold scalars, which cost nothing more). */
const TRUCK =
  "{ id truckName truckType capacity isAvailable providerId currentLatitude currentLongitude distanceKm features compatibleVehicles }";
const HEAVY_ITEMS = "items { id status route { latitude longitude } }";

async function post(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: customer.cookie ?? "" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string; limit?: string } }[];
  };
  return { status: response.status, body };
}

describe("the cost of a query counts its real list sizes", () => {
  it("a literal limit of 500 is refused", async () => {
    const { status, body } = await post(`query Big { myRequests(limit: 500) { ${HEAVY_ITEMS} } }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(`Operation "Big" ${TOO_MUCH}`);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "GRAPHQL_VALIDATION_FAILED", limit: "cost" });
  });

  it("so is the same 500 passed as a variable, every time it is sent (not only the first)", async () => {
    const query = `query Big($n: Int!) { myRequests(limit: $n) { ${HEAVY_ITEMS} } }`;
    // A small page first, so the text is already known to the server's fast path when the big one comes.
    const small = await post(query, { n: 10 });
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status, body } = await post(query, { n: 500 });
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toBe(`Operation "Big" ${TOO_MUCH}`);
    }
  });

  it("and a variable's own default", async () => {
    const { status, body } = await post(
      `query Big($n: Int = 500) { myRequests(limit: $n) { ${HEAVY_ITEMS} } }`,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(`Operation "Big" ${TOO_MUCH}`);
  });

  it("a limit left out counts the schema's default (200 trucks), not a guess of 20", async () => {
    // 3 × 200 × 12 is over 5000; counted as 20 trucks each it was 720.
    const roots = Array.from({ length: 3 }, (_, i) => `t${i}: availableTowingEquipment ${TRUCK}`);
    const { status, body } = await post(`query Trucks { ${roots.join(" ")} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(`Operation "Trucks" ${TOO_MUCH}`);
  });

  it("the page the screens ask for still runs", async () => {
    const { status, body } = await post(`query Page($n: Int!) { myRequests(limit: $n) { ${HEAVY_ITEMS} } }`, {
      n: 50,
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ myRequests: { items: [] } });
  });

  it("subscriptions over graphql-ws are held to the same limit", async () => {
    const ws = customer.ws();
    try {
      // 25 lists of 20 trucks of 12 fields: over 5000.
      const fleets = Array.from({ length: 25 }, (_, i) => `e${i}: equipment ${TRUCK}`).join(" ");
      const big = subscribe(
        ws,
        `subscription Deep($id: ID!) { requestUpdated(requestId: $id) { provider { ${fleets} } } }`,
        { id: "0190a0b0-0000-7000-8000-000000000001" },
      );
      const refused = await big.next();
      expect(refused.errors?.[0]?.message).toBe(`Operation "Deep" ${TOO_MUCH}`);
      big.stop();
    } finally {
      await ws.dispose();
    }
  });
});
