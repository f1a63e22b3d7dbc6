import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript-ts5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";

/**
 * An integrator's first step (issue 28): generate TypeScript types from the served document with
 * openapi-typescript, call the API through openapi-fetch with them, and let the compiler check
 * the call. The project's own compiler (TypeScript 7) checks the use; openapi-typescript runs on
 * the TypeScript 5 it needs (tools/openapi-typescript-ts5).
 */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const TSC = join(ROOT, "node_modules/.bin/tsc");
const run = promisify(execFile);

let server: ApiTestServer;
let dir: string;
beforeAll(async () => {
  server = await startApiTestServer({ env: { SEED_DEMO: "0" } });
  // Inside the project (git-ignored) so the usage resolves openapi-fetch from its node_modules.
  await mkdir(join(ROOT, "test-artifacts"), { recursive: true });
  dir = await mkdtemp(join(ROOT, "test-artifacts/openapi-client-"));
  const { json } = await server.anonymous.get<Parameters<typeof openapiTS>[0]>("/api/openapi.json");
  await writeFile(join(dir, "api.ts"), astToString(await openapiTS(json)));
  await writeFile(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["ES2023", "DOM"],
        module: "preserve",
        moduleResolution: "bundler",
        strict: true,
        noEmit: true,
        skipLibCheck: true,
      },
      files: ["usage.ts"],
    }),
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The usage, with the field it reads from the answer to GET /api/pricing/{serviceType}. */
const usage = (field: string) => `
import createClient from "openapi-fetch";
import type { paths } from "./api";

export async function basePriceOf(baseUrl: string, serviceType: string): Promise<number> {
  const client = createClient<paths>({ baseUrl });
  const { data, error } = await client.GET("/api/pricing/{serviceType}", {
    params: { path: { serviceType }, query: { context: "quick-booking" } },
  });
  if (error) throw new Error(error.error);
  return data.${field};
}
`;

/** Type-checks the usage with the project's compiler; the diagnostics, or "" when it compiles. */
async function typeCheck(source: string): Promise<string> {
  await writeFile(join(dir, "usage.ts"), source);
  try {
    await run(TSC, ["-p", join(dir, "tsconfig.json")], { cwd: dir });
    return "";
  } catch (failure) {
    const { stdout, stderr } = failure as { stdout?: string; stderr?: string };
    return `${stdout ?? ""}${stderr ?? ""}` || String(failure);
  }
}

describe("a TypeScript client generated from /api/openapi.json", () => {
  it("type-checks a call to a real path reading a field of its answer", async () => {
    expect(await typeCheck(usage("base"))).toBe("");
  }, 120_000);

  it("fails the type-check when the field is not in the answer", async () => {
    const diagnostics = await typeCheck(usage("basePrice"));
    expect(diagnostics).toMatch(/usage\.ts.*error TS2339: Property 'basePrice' does not exist/);
  }, 120_000);

  it("fails the type-check when a path parameter is misnamed", async () => {
    const diagnostics = await typeCheck(
      usage("base").replace("path: { serviceType }", "path: { service: serviceType }"),
    );
    expect(diagnostics).toMatch(/usage\.ts.*error TS\d+:.*service/);
  }, 120_000);

  it("calls the API with it and reads that field", async () => {
    await writeFile(join(dir, "call.ts"), usage("base"));
    const { basePriceOf } = (await import(join(dir, "call.ts"))) as {
      basePriceOf(baseUrl: string, serviceType: string): Promise<number>;
    };
    expect(await basePriceOf(server.app.url, "towing")).toBeGreaterThan(0);
  });
});
