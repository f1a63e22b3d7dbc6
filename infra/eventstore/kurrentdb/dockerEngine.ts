import { existsSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { homedir } from "node:os";
import { join } from "node:path";

/** Test support: whether a Docker engine answers, so container-backed suites can skip instead of hang. */
export type DockerEngine = { reachable: true; endpoint: string } | { reachable: false; reason: string };

/** Where engines usually listen when DOCKER_HOST is not set (Linux, rootless, Docker Desktop, Colima). */
function defaultSockets(): string[] {
  const home = homedir();
  const runtimeDir = process.env.XDG_RUNTIME_DIR;
  return [
    "/var/run/docker.sock",
    ...(runtimeDir ? [join(runtimeDir, "docker.sock")] : []),
    join(home, ".docker", "run", "docker.sock"),
    join(home, ".colima", "default", "docker.sock"),
  ];
}

/**
 * Looks for a Docker engine the way the usual tools do (DOCKER_HOST, else the well-known
 * sockets) and pings it, giving up after `timeoutMs` per endpoint.
 */
export async function findDockerEngine(timeoutMs = 1_500): Promise<DockerEngine> {
  const configured = process.env.DOCKER_HOST;
  const endpoints = configured
    ? [configured]
    : defaultSockets()
        .filter((path) => existsSync(path))
        .map((path) => `unix://${path}`);
  if (endpoints.length === 0) {
    return {
      reachable: false,
      reason: "DOCKER_HOST is not set and no Docker socket exists (/var/run/docker.sock, …)",
    };
  }
  const failures: string[] = [];
  for (const endpoint of endpoints) {
    const failure = await ping(endpoint, timeoutMs);
    if (failure === undefined) return { reachable: true, endpoint };
    failures.push(`${endpoint}: ${failure}`);
  }
  return { reachable: false, reason: failures.join("; ") };
}

/** undefined when the engine answered, else why not. */
function ping(endpoint: string, timeoutMs: number): Promise<string | undefined> {
  if (endpoint.startsWith("unix://")) return pingSocket(endpoint.slice("unix://".length), timeoutMs);
  if (endpoint.startsWith("tcp://")) {
    // TLS engines need client certificates to answer HTTP; an open port is evidence enough here.
    const url = new URL(endpoint);
    return canConnect(url.hostname, Number(url.port || 2375), timeoutMs);
  }
  return Promise.resolve(`unsupported DOCKER_HOST scheme`);
}

function pingSocket(socketPath: string, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const req = request({ socketPath, path: "/_ping", timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode === 200 ? undefined : `/_ping answered ${res.statusCode}`);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", (error) => resolve(error.message));
    req.end();
  });
}

function canConnect(host: string, port: number, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    socket.once("connect", () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once("timeout", () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.once("error", (error) => resolve(error.message));
  });
}
