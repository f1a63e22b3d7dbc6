import { afterAll, beforeAll, it } from "vitest";
import {
  describeWithKurrentDb,
  type RunningKurrentDb,
  startKurrentDb,
} from "../../infra/eventstore/kurrentdb/kurrentDbContainer";
import { createTestDatabase, type TestDatabase } from "../../infra/testing/postgres";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { runJourney } from "./testing/journeyScenario";

/**
 * The journey on production's store: KurrentDB holds the events (the compose file's image, in
 * Docker), PostgreSQL the read models. Skipped with the reason printed where no Docker engine
 * answers; REQUIRE_KURRENTDB=1 makes that a failure (README "Tests against KurrentDB").
 */
await describeWithKurrentDb("the customer and provider journey on KurrentDB", () => {
  let kurrent: RunningKurrentDb | undefined;
  let database: TestDatabase | undefined;
  let server: ApiTestServer | undefined;
  // The first run pulls the image.
  beforeAll(async () => {
    [kurrent, database] = await Promise.all([startKurrentDb(), createTestDatabase("journey_kurrentdb")]);
    server = await startApiTestServer({
      eventStore: "kurrentdb",
      databaseUrl: database.url,
      env: { KURRENTDB_URL: kurrent.connectionString },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await kurrent?.stop();
  }, 60_000);

  it("sign-up, vehicle, booking, live offer, accept, start, complete, live updates, reviews, histories", () => {
    if (!server) throw new Error("the server did not start");
    const started = server;
    return runJourney(started.app.url, (id, name) => started.vouchForCaptain(id, name));
  }, 120_000);
});
