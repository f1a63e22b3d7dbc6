import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config";
import { type RunningApp, startApp } from "./startApp";

describe("sign-in limits across REST and GraphQL", () => {
  let app: RunningApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "roadside-login-limit-"));
    app = await startApp(
      loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
      pino({ level: "silent" }),
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
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
