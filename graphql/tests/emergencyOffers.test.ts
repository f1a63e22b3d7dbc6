import { afterAll, beforeAll, expect, it } from "vitest";
import { offerJobs } from "../../command-api/commands/requestCommands";
import { SYSTEM } from "../../domain/shared/actor";
import { PROVIDER_REQUEST_CHANGED_TOPIC } from "../../projections/read-models/provider-dashboard/projection";
import { bookingInput, REQUEST_FIELDS, signUp } from "../testing/scenario";
import type { TestUser } from "../testing/testClients";
import { subscribe } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let customer: TestUser;
let captains: TestUser[];

beforeAll(async () => {
  server = await startTestServer();
  customer = await signUp(server, "customer");
  captains = [];
  for (const km of [1, 2, 3])
    captains.push(
      await signUp(server, "provider", { latitude: 25.2 + km * 0.009, longitude: 55.27, isOnline: true }),
    );
}, 120_000);
afterAll(() => server?.close());

interface OfferChange {
  jobOffers: { kind: string; requestId: string };
}

it("an emergency's k offers: two accept at the same moment, one wins, the other gets a clear CONFLICT, and the others see their offers withdrawn live", async () => {
  const sockets = captains.map((captain) => captain.ws());
  const before = server.listeners(PROVIDER_REQUEST_CHANGED_TOPIC);
  const feeds = sockets.map((ws) =>
    subscribe<OfferChange>(ws, "subscription { jobOffers { kind requestId } }"),
  );
  await server.listenersAbove(PROVIDER_REQUEST_CHANGED_TOPIC, before + captains.length - 1);

  const booked = await customer.urql
    .mutation<{ requestService: { id: string } }>(
      `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { ${REQUEST_FIELDS} } }`,
      { input: bookingInput(null, { priority: "URGENT" }) },
    )
    .toPromise();
  const requestId = booked.data!.requestService.id;
  // What dispatch does for an emergency: k offers in one append.
  await offerJobs(server.commands)(
    { requestId, providerIds: captains.map((c) => c.id), offerTtlSeconds: 300 },
    { actor: SYSTEM, correlationId: "test-emergency", causationId: null },
  );
  const mine = (m: { data?: OfferChange | null }) => m.data?.jobOffers.requestId === requestId;
  for (const feed of feeds) expect((await feed.until(mine)).data?.jobOffers.kind).toBe("OFFERED");

  const accept = (captain: TestUser) =>
    captain.urql
      .mutation(`mutation($id: ID!) { acceptJob(requestId: $id) { id status } }`, { id: requestId })
      .toPromise();
  const answers = await Promise.all([accept(captains[0]!), accept(captains[1]!)]);
  const winner = answers.findIndex((answer) => answer.error === undefined);
  expect(winner).toBeGreaterThanOrEqual(0);
  const loser = answers[1 - winner]!;
  expect(loser.error?.graphQLErrors[0]?.extensions?.code).toBe("CONFLICT");
  expect(loser.error?.graphQLErrors[0]?.message).toBe("another provider accepted this job first");

  for (const [i, feed] of feeds.entries()) {
    if (i === winner) continue;
    const closed = await feed.until((m) => mine(m) && m.data?.jobOffers.kind !== "OFFERED");
    expect(closed.data?.jobOffers.kind).toBe("WITHDRAWN");
  }
  for (const feed of feeds) feed.stop();
  for (const ws of sockets) await ws.dispose();
});
