import { afterAll, beforeAll, it } from "vitest";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../infra/testing/postgres";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { runJourney } from "./testing/journeyScenario";

await describeWithPostgres("the customer and provider journey on PostgreSQL", () => {
  let database: TestDatabase;
  let server: ApiTestServer;
  beforeAll(async () => {
    database = await createTestDatabase("journey");
    server = await startApiTestServer({ eventStore: "postgres", databaseUrl: database.url });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it(
    "sign-up, vehicle, booking, live offer, accept, start, complete, live updates, reviews, histories",
    () => runJourney(server.app.url, (id, name) => server.vouchForCaptain(id, name)),
    60_000,
  );
});
