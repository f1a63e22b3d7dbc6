import { afterAll, beforeAll, expect, it } from "vitest";
import { markUnassigned } from "../../command-api/commands/requestCommands";
import { SYSTEM } from "../../domain/shared/actor";
import { bookingInput, REQUEST_FIELDS, signUp } from "../testing/scenario";
import type { TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

const SUPPORT_PHONE = "+971 4 555 0100";

let server: TestServer;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer({ supportPhone: SUPPORT_PHONE });
  customer = await signUp(server, "customer");
}, 120_000);
afterAll(() => server?.close());

it("a request nobody took tells its customer the configured support number in statusText", async () => {
  const booked = await customer.urql
    .mutation<{ requestService: { id: string } }>(
      `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { ${REQUEST_FIELDS} } }`,
      { input: bookingInput(null) },
    )
    .toPromise();
  const requestId = booked.data!.requestService.id;
  await markUnassigned(server.commands)(
    { requestId },
    { actor: SYSTEM, correlationId: "test-unassigned", causationId: null },
  );
  await server.settle();

  const result = await customer.urql
    .query<{ request: { status: string; statusText: string | null } }>(
      "query One($id: ID!) { request(id: $id) { status statusText } }",
      { id: requestId },
    )
    .toPromise();
  expect(result.error).toBeUndefined();
  expect(result.data?.request).toEqual({
    status: "UNASSIGNED",
    statusText: `No provider could take your request. Please call support on ${SUPPORT_PHONE}.`,
  });
});
