import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import { findDockerEngine } from "./dockerEngine";

/** Test support: a throwaway single-node KurrentDB in Docker, for the contract suite and the app journey. */

const PORT = 2113;
const COMPOSE_FILE = fileURLToPath(new URL("../../../docker-compose.yml", import.meta.url));

/**
 * The image production runs, read from the compose file: the tests meet the server version that
 * is deployed, and moving production to a new version moves the tests with it.
 */
export function composeKurrentDbImage(composeText = readFileSync(COMPOSE_FILE, "utf8")): string {
  const match = /^\s*image:\s*(\S*kurrentdb:\S+)\s*$/m.exec(composeText);
  if (!match?.[1])
    throw new Error(`${COMPOSE_FILE} names no kurrentdb image (an "image: …kurrentdb:<version>" line)`);
  if (match[1].endsWith(":latest"))
    throw new Error(`${COMPOSE_FILE} must pin KurrentDB to a version, not ${match[1]}`);
  return match[1];
}

/** CI where Docker exists sets REQUIRE_KURRENTDB=1: a suite that cannot start KurrentDB then fails instead of skipping. */
export const kurrentDbRequired = (): boolean => process.env.REQUIRE_KURRENTDB === "1";

/**
 * `describe` when KurrentDB can be started in Docker; otherwise skipped with the reason printed, or,
 * with REQUIRE_KURRENTDB=1, a failure naming it. Await it at the top level of the test file.
 */
export async function describeWithKurrentDb(name: string, fn: () => void): Promise<void> {
  const reason = await whyKurrentDbCannotStart();
  if (reason === undefined) {
    describe(name, fn);
    return;
  }
  if (kurrentDbRequired()) throw new Error(`REQUIRE_KURRENTDB=1, but KurrentDB cannot start: ${reason}`);
  console.warn(`[kurrentdb] skipping "${name}": ${reason}. REQUIRE_KURRENTDB=1 turns this into a failure.`);
  describe.skip(name, fn);
}

export interface RunningKurrentDb {
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * Why KurrentDB cannot be started here, or undefined when it can. Quick: it pings Docker with a
 * short timeout and tries to load testcontainers, whose v12 needs Node >= 22.19 (via undici 8).
 */
export async function whyKurrentDbCannotStart(): Promise<string | undefined> {
  const docker = await findDockerEngine();
  if (!docker.reachable) return `no Docker engine (${docker.reason})`;
  try {
    await import("testcontainers");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `Docker answers at ${docker.endpoint}, but testcontainers does not load on Node ${process.version} (${reason})`;
  }
  return undefined;
}

/**
 * Starts KurrentDB in memory, insecure (no TLS, no auth), without projections, and waits until
 * it is leader: before that, writes are refused. The image is the compose file's;
 * KURRENTDB_TEST_IMAGE tries another (a new version before production moves to it).
 */
export async function startKurrentDb(): Promise<RunningKurrentDb> {
  // Imported here, not at the top: testcontainers pulls in undici 8, which needs Node >= 22.19
  // and throws on load under Node 20, so a static import would break the suite's skip path.
  const { GenericContainer, Wait } = await import("testcontainers");
  const container = await new GenericContainer(process.env.KURRENTDB_TEST_IMAGE ?? composeKurrentDbImage())
    .withEnvironment({
      KURRENTDB_INSECURE: "true",
      KURRENTDB_MEM_DB: "true",
      KURRENTDB_RUN_PROJECTIONS: "None",
      KURRENTDB_CLUSTER_SIZE: "1",
    })
    .withExposedPorts(PORT)
    .withWaitStrategy(
      Wait.forAll([
        Wait.forHttp("/health/live", PORT).forStatusCodeMatching((status) => status >= 200 && status < 300),
        Wait.forLogMessage(/IS LEADER/),
      ]),
    )
    .withStartupTimeout(120_000)
    .start();
  return {
    connectionString: `kurrentdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}
