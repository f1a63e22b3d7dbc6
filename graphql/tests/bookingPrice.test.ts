import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPriceAed } from "../../domain/rules/bookingPrice";
import { bookingInput, signUp } from "../testing/scenario";
import { run, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

/**
 * Spec §9 prices are the server's: whatever estimatedPrice a client sends, a booking is stored at the
 * rule's price, and for a captain picked from the comparison list that is the price the list showed.
 */
let server: TestServer;
let customer: TestUser;
let nearest: TestUser;
let second: TestUser;
let outside: TestUser;

/** bookingInput's pickup (Dubai Mall). */
const PICKUP = { latitude: 25.1972, longitude: 55.2744 };

beforeAll(async () => {
  server = await startTestServer();
  [customer, nearest, second, outside] = await Promise.all([
    signUp(server, "customer"),
    signUp(server, "provider", { isOnline: true, latitude: 25.199, longitude: 55.276, name: "Next Door" }),
    signUp(server, "provider", { isOnline: true, latitude: 25.22, longitude: 55.3, name: "Two Streets" }),
    // About 18 km away: outside the 10 km the comparison list ranks.
    signUp(server, "provider", { isOnline: true, latitude: 25.33, longitude: 55.39, name: "Sharjah Tow" }),
  ]);
  await server.settle();
}, 120_000);
afterAll(() => server?.close());

const BOOK = `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id estimatedPrice price { amount } } }`;

async function book(providerId: string | null, overrides: Record<string, unknown>) {
  const { data, message } = await run<{
    requestService: { id: string; estimatedPrice: number; price: { amount: number } };
  }>(customer, BOOK, { input: bookingInput(providerId, overrides) });
  if (!data) throw new Error(`booking failed: ${message}`);
  return data.requestService;
}

async function comparisonPrices(): Promise<Map<string, { rank: number; price: number }>> {
  const { data } = await run<{
    providersNear: { rank: number; comparisonPrice: number; provider: { id: string } }[];
  }>(
    customer,
    `query($latitude: Float!, $longitude: Float!) {
      providersNear(serviceType: TOWING, latitude: $latitude, longitude: $longitude, mode: NOW, limit: 5) {
        rank comparisonPrice provider { id } } }`,
    PICKUP,
  );
  return new Map(
    (data?.providersNear ?? []).map((entry) => [
      entry.provider.id,
      { rank: entry.rank, price: entry.comparisonPrice },
    ]),
  );
}

describe("requestService prices every booking itself", () => {
  it("a captain chosen now costs their rank's price, the one the comparison list showed, whatever the client sent", async () => {
    const shown = await comparisonPrices();
    expect(shown.get(nearest.id)?.rank).toBe(1);
    expect(shown.get(second.id)?.rank).toBe(2);
    for (const [captain, sent] of [
      [nearest, 0],
      [second, 1],
    ] as const) {
      const booked = await book(captain.id, { estimatedPrice: sent });
      const rule = bookingPriceAed({
        serviceType: "towing",
        scheduledAt: null,
        chosenProviderRank: shown.get(captain.id)!.rank,
      });
      expect(booked.estimatedPrice).toBe(rule);
      expect(booked.estimatedPrice).toBe(shown.get(captain.id)!.price);
      expect(booked.price.amount).toBe(rule);
    }
  });

  it("a captain outside the ranking, or nobody chosen: the starting price, not the client's figure", async () => {
    expect((await book(outside.id, { estimatedPrice: 5 })).estimatedPrice).toBe(275);
    expect((await book(null, { estimatedPrice: 99_999 })).estimatedPrice).toBe(275);
  });

  it("a scheduled booking: the starting price plus the slot's surcharges, not the client's 0", async () => {
    // A weekday or weekend two days ahead at 06:00 UAE (02:00 UTC): off-hours, and weekend if it falls so.
    const slot = new Date(Date.now() + 2 * 86_400_000);
    slot.setUTCHours(2, 0, 0, 0);
    const booked = await book(nearest.id, { estimatedPrice: 0, scheduledAt: slot.toISOString() });
    expect(booked.estimatedPrice).toBe(
      bookingPriceAed({ serviceType: "towing", scheduledAt: slot, chosenProviderRank: 1 }),
    );
    expect(booked.estimatedPrice).toBeGreaterThanOrEqual(275 + 15);
  });
});
