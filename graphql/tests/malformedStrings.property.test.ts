import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../testing/scenario";
import { subscribe, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

/**
 * A NUL character (U+0000) in any string argument reached PostgreSQL, which refused it: a 500.
 * Every door now answers BAD_USER_INPUT naming the field, for literals and variables alike, and
 * nothing runs. The operations are a spread of ID and String arguments, queries and mutations.
 */
let server: TestServer;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signUp(server, "customer");
}, 120_000);
afterAll(() => server?.close());

async function post(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: customer.cookie ?? "" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  };
  return { status: response.status, body };
}

/** An operation with one string argument, written with a variable (`$v`) and inline. */
const TARGETS = [
  {
    field: "requestId",
    type: "ID!",
    op: (a: string) => `query($v: ID!) { chatMessages(requestId: ${a}) { id } }`,
  },
  { field: "id", type: "ID!", op: (a: string) => `query($v: ID!) { request(id: ${a}) { id } }` },
  {
    field: "email",
    type: "String!",
    op: (a: string) => `mutation($v: String!) { requestPasswordReset(email: ${a}) }`,
  },
  {
    field: "token",
    type: "String!",
    op: (a: string) => `mutation($v: String!) { verifyEmail(token: ${a}) }`,
  },
] as const;

const withNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\u0000${after}`);

describe("a NUL character in any string argument", () => {
  it("is BAD_USER_INPUT naming the variable or argument, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TARGETS), withNul, fc.boolean(), async (target, text, inline) => {
        const query = inline
          ? target.op(JSON.stringify(text)).replace(/^(query|mutation)\(\$v: [A-Za-z!]+\)/, "$1")
          : target.op("$v");
        const { status, body } = await post(query, inline ? {} : { v: text });
        expect(status).toBe(400);
        expect(body.errors?.[0]?.extensions).toMatchObject({
          code: "BAD_USER_INPUT",
          field: inline ? target.field : "v",
        });
      }),
      { numRuns: 40 },
    );
  });

  it("inside an input object, names the path", async () => {
    const { status, body } = await post(
      "mutation($input: RegisterInput!) { register(input: $input) { id } }",
      {
        input: {
          name: "A\u0000B",
          email: "nul@example.ae",
          phone: "+971 50 123 4567",
          password: "tow-truck-7",
        },
      },
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "input.name" });
  });

  it("is refused over graphql-ws too", async () => {
    const ws = customer.ws();
    const subscription = subscribe<unknown>(
      ws,
      "subscription($v: ID!) { chatMessagesAdded(requestId: $v) { id } }",
      { v: "a\u0000b" },
    );
    const first = await subscription.next();
    expect(first.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "v" } });
    subscription.stop();
    await ws.dispose();
  });
});
