import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../testing/embeddedTestApp";

describe("sign-ups per address across REST and GraphQL", () => {
  let app: EmbeddedTestApp;

  beforeAll(async () => {
    // Behind a proxy that names the client, so the test can speak from two addresses.
    app = await startEmbeddedTestApp({ SEED_DEMO: "0", TRUST_PROXY: "true" });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  let n = 0;
  const account = () => ({
    name: "Sara",
    email: `sara-${++n}@example.ae`,
    phone: "+971 50 555 0101",
    password: "tow-truck-7",
  });
  const restSignUp = (address: string) =>
    fetch(`${app.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ ...account(), userType: "customer" }),
    });
  const graphqlSignUp = async (address: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({
        query: "mutation ($input: RegisterInput!) { register(input: $input) { id } }",
        variables: { input: account() },
      }),
    });
    return (await response.json()) as {
      data?: { register: { id: string } } | null;
      errors?: Array<{ message: string; extensions?: { code?: string; retryAfterSeconds?: number } }>;
    };
  };

  it("lets one address create 5 accounts an hour at either door together, then answers 429", async () => {
    for (let i = 0; i < 3; i++) expect((await restSignUp("203.0.113.5")).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await graphqlSignUp("203.0.113.5")).errors).toBeUndefined();

    const rest = await restSignUp("203.0.113.5");
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await rest.json()) as { error: string }).error).toMatch(/^Too many sign-ups from this address/);
    const graphql = await graphqlSignUp("203.0.113.5");
    expect(graphql.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(graphql.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);

    // Another address is not held back.
    expect((await restSignUp("198.51.100.23")).status).toBe(201);
  }, 60_000);

  it("does not spend the budget on a form with a mistake in it", async () => {
    const bad = await fetch(`${app.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.77" },
      body: JSON.stringify({ ...account(), password: "12345678" }),
    });
    expect(bad.status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await restSignUp("192.0.2.77")).status).toBe(201);
  }, 60_000);
});
