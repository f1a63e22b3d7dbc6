import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repository = fileURLToPath(new URL("../../", import.meta.url));

/** Why `docker compose` cannot run here, or undefined when it can. */
async function composeUnavailable(): Promise<string | undefined> {
  try {
    await run("docker", ["compose", "version"], { timeout: 20_000 });
    return undefined;
  } catch (error) {
    const detail = (error as { stderr?: string; message: string }).stderr?.trim() || (error as Error).message;
    return `the docker compose CLI is not available (${detail.split("\n")[0]})`;
  }
}

const reason = await composeUnavailable();
if (reason) console.warn(`[compose] skipping "docker compose config": ${reason}`);

describe.skipIf(reason !== undefined)("docker-compose.yml", () => {
  it("is valid for docker compose, with the API scaled to two replicas behind nginx and a worker", async () => {
    const { stdout } = await run("docker", ["compose", "config", "--format", "json"], {
      cwd: repository,
      timeout: 60_000,
    });
    const config = JSON.parse(stdout) as {
      services: Record<string, { environment?: Record<string, string>; deploy?: { replicas?: number } }>;
    };
    expect(Object.keys(config.services).sort()).toEqual(["api", "kurrentdb", "nginx", "postgres", "worker"]);
    expect(config.services.api?.deploy?.replicas).toBe(2);
    expect(config.services.api?.environment).toMatchObject({ ROLE: "api", EVENT_STORE: "kurrentdb" });
    expect(config.services.worker?.environment).toMatchObject({ ROLE: "worker", EVENT_STORE: "kurrentdb" });
  });
});
