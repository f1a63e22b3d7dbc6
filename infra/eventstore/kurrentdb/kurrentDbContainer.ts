import { findDockerEngine } from "./dockerEngine";

/** Test support: a throwaway single-node KurrentDB in Docker, for the contract suite. */

const IMAGE = "docker.kurrent.io/kurrent-latest/kurrentdb:latest";
const PORT = 2113;

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
 * it is leader: before that, writes are refused. KURRENTDB_TEST_IMAGE pins another image.
 */
export async function startKurrentDb(): Promise<RunningKurrentDb> {
  // Imported here, not at the top: testcontainers pulls in undici 8, which needs Node >= 22.19
  // and throws on load under Node 20, so a static import would break the suite's skip path.
  const { GenericContainer, Wait } = await import("testcontainers");
  const container = await new GenericContainer(process.env.KURRENTDB_TEST_IMAGE ?? IMAGE)
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
