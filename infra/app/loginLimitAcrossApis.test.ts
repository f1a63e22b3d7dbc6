import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../testing/embeddedTestApp";

describe("sign-in limits across REST and GraphQL", () => {
  let app: EmbeddedTestApp;

  beforeAll(async () => {
    app = await startEmbeddedTestApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const restLogin = (password: string) =>
    fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "rahul@example.ae", password }),
    });
  const graphqlLogin = async (password: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { id } }",
        variables: { e: "rahul@example.ae", p: password },
      }),
    });
    return (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
  };

  it("counts failures at either door against the same account", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await restLogin("wrong-password")).status).toBe(401);
    }
    // The right password, at the other door, is still held back by the failures at the first.
    const refused = await graphqlLogin("demo1234");
    expect(refused.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect((await restLogin("demo1234")).status).toBe(429);
  }, 60_000);
});
