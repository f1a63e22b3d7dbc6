import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendHistory } from "../../projections/runner/testing/runnerTestKit";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";

/** The admin CLIs' own face: arguments, messages and exit codes, on a PGlite data directory. */
const run = promisify(execFile);
let dataDir: string;
let requestId: string;

async function cli(script: string, ...args: string[]) {
  const path = new URL(`./${script}.ts`, import.meta.url).pathname;
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", path, ...args], {
      env: { ...process.env, EVENT_STORE: "pglite", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "roadside-cli-"));
  // Where openBackend keeps PGlite under DATA_DIR.
  const { store } = await openPgliteEventStore({ dataDir: join(dataDir, "pglite") });
  await appendHistory(store, 6);
  const requested = (await store.readAll({ types: ["ServiceRequested"] }))[0]!;
  requestId = (requested.data as { requestId: string }).requestId;
  await store.close();
}, 60_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("npm run replay", () => {
  it("rebuilds the named projection and reports the events it replayed", async () => {
    const result = await cli("replay", "request_history");
    expect(result.code, result.stderr).toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(/request_history [1-9]\d* events in [\d.]+ s/);
  }, 60_000);

  it("refuses an unknown projection by name, listing the known ones, without a stack trace", async () => {
    const result = await cli("replay", "request_histroy");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('replay: no projection named "request_histroy"; known: request_history');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it("prints its usage without an argument", async () => {
    const result = await cli("replay");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("usage: npm run replay -- <projection|all>");
  }, 60_000);
});

describe("npm run timeline", () => {
  it("lists a request's events with who caused them and the status after each", async () => {
    const result = await cli("timeline", requestId);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/ServiceRequested\s+customer \S+\s+→ pending/);
  }, 60_000);

  it("shows the request's state at a moment, and refuses a time it cannot read", async () => {
    const now = await cli("timeline", requestId, "--at", new Date().toISOString());
    expect(now.code, now.stderr).toBe(0);
    expect(now.stdout).toContain(`request ${requestId} at`);
    const bad = await cli("timeline", requestId, "--at", "yesterday-ish");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--at: "yesterday-ish" is not a time');
  }, 60_000);

  it("says when there is no such request", async () => {
    const result = await cli("timeline", "no-such-request");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("no request no-such-request");
  }, 60_000);
});
