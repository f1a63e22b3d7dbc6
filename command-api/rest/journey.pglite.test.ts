import { afterAll, beforeAll, describe, it } from "vitest";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { runJourney } from "./testing/journeyScenario";

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server?.close());

describe("the customer and provider journey on PGlite (the embedded default)", () => {
  it(
    "sign-up, vehicle, booking, live offer, accept, start, complete, live updates, reviews, histories",
    () => runJourney(server.app.url, (id, name) => server.vouchForCaptain(id, name)),
    60_000,
  );
});
