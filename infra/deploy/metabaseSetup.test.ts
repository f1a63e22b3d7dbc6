/**
 * infra/deploy/metabase-setup.sh (the compose profile "analytics") against a stand-in for
 * Metabase's setup API: what it sends on the first start, and that it does nothing afterwards.
 */
import { execFile } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";

const run = promisify(execFile);
const script = fileURLToPath(new URL("./metabase-setup.sh", import.meta.url));

interface Seen {
  method: string;
  url: string;
  session?: string;
  body?: unknown;
}
let seen: Seen[] = [];
let setUp = false;
let server: Server;
let url: string;

async function body(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const entry: Seen = {
      method: request.method ?? "",
      url: request.url ?? "",
      session: request.headers["x-metabase-session"] as string | undefined,
      body: await body(request),
    };
    seen.push(entry);
    response.setHeader("Content-Type", "application/json");
    if (entry.url === "/api/session/properties")
      return response.end(
        JSON.stringify({ "has-user-setup": setUp, "setup-token": setUp ? null : "tok-123" }),
      );
    if (entry.url === "/api/setup") {
      setUp = true;
      return response.end(JSON.stringify({ id: "sess-456" }));
    }
    if (entry.session !== "sess-456") {
      response.statusCode = 401;
      return response.end("{}");
    }
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const env = () => ({
  PATH: process.env.PATH ?? "",
  METABASE_URL: url,
  METABASE_ADMIN_EMAIL: "admin@roadside.example",
  METABASE_ADMIN_PASSWORD: 'pa"ss\\word',
  ANALYST_ROLE: "analyst",
  ANALYST_PASSWORD: 'an"alyst\\secret',
  POSTGRES_HOST: "postgres",
  POSTGRES_DB: "roadside",
});

it("sets Metabase up once: an admin, then the database as the analyst role on the analytics schema", async () => {
  const first = await run("/bin/sh", [script], { env: env() });
  expect(first.stdout).toContain('database "Roadside analytics" added as role analyst (schema analytics)');
  const setup = seen.find((s) => s.url === "/api/setup");
  expect(setup?.body).toMatchObject({
    token: "tok-123",
    user: { email: "admin@roadside.example", password: 'pa"ss\\word' },
    prefs: { allow_tracking: false },
  });
  const database = seen.find((s) => s.url === "/api/database");
  expect(database?.session).toBe("sess-456");
  expect(database?.body).toEqual({
    engine: "postgres",
    name: "Roadside analytics",
    details: {
      host: "postgres",
      port: 5432,
      dbname: "roadside",
      user: "analyst",
      password: 'an"alyst\\secret',
      ssl: false,
      "schema-filters-type": "inclusion",
      "schema-filters-patterns": "analytics",
    },
  });
  expect(seen.find((s) => s.url === "/api/setting/report-timezone")?.body).toEqual({ value: "Asia/Dubai" });

  seen = [];
  const again = await run("/bin/sh", [script], { env: env() });
  expect(again.stdout).toContain("set up already; keeping it");
  expect(seen.map((s) => s.url)).toEqual(["/api/session/properties"]);
});

it("fails, saying why, when a setting is missing", async () => {
  const { ANALYST_PASSWORD: _, ...without } = env();
  await expect(run("/bin/sh", [script], { env: without })).rejects.toMatchObject({
    stderr: expect.stringContaining("ANALYST_PASSWORD"),
  });
});
