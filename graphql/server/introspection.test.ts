import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../../infra/testing/embeddedTestApp";

const INTROSPECTION = "{ __schema { queryType { name } } }";
let app: EmbeddedTestApp;

async function overHttp(query: string) {
  const answer = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  return (await answer.json()) as { data?: unknown; errors?: Array<{ message: string }> };
}

describe("GraphQL introspection with NODE_ENV=production", () => {
  beforeAll(async () => {
    app = await startEmbeddedTestApp({ NODE_ENV: "production", SIMULATE_FLEET: "0" });
  }, 120_000);
  afterAll(() => app?.close());

  it("is refused over HTTP, twice (the second time from the known-query path), while __typename still answers", async () => {
    for (const _ of [1, 2]) {
      const answer = await overHttp(INTROSPECTION);
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect(await overHttp("{ __typename }")).toEqual({ data: { __typename: "Query" } });
  });

  it("is refused over graphql-ws, to a signed-in user too", async () => {
    const signedUp = await fetch(`${app.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Curious Customer",
        email: "curious@example.ae",
        phone: "+971 50 000 1111",
        password: "a-long-and-unusual-passphrase",
        userType: "customer",
      }),
    });
    expect(signedUp.ok).toBe(true);
    const cookie = signedUp.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    class SignedInSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({
      url: `${app.url.replace("http", "ws")}/graphql`,
      webSocketImpl: SignedInSocket,
      retryAttempts: 0,
    });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: INTROSPECTION },
          { next: (result) => resolve(result.errors), error: resolve, complete: () => {} },
        );
      });
      expect(JSON.stringify(errors)).toMatch(/introspection/i);
    } finally {
      await client.dispose();
    }
  });
});
