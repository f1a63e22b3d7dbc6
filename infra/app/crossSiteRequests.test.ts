import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../testing/embeddedTestApp";

const EVIL = "https://evil.example";
const OURS = "https://roadside.example";
let product: EmbeddedTestApp;
let own: string;

beforeAll(async () => {
  product = await startEmbeddedTestApp({
    SEED_DEMO: "0",
    PUBLIC_ORIGINS: OURS,
    MAX_SOCKETS_PER_ADDRESS: "3",
  });
  own = product.url;
}, 60_000);
afterAll(() => product?.close());

const signIn = (headers: Record<string, string>) =>
  fetch(`${product.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: "nobody@example.ae", password: "wrong-password" }),
  });

/** Resolves with the handshake's status: 101 when it opened (then closes it), else the refusal's. */
function handshake(path: string, origin?: string, localAddress?: string): Promise<number> {
  const socket = new WebSocket(`${product.url.replace("http", "ws")}${path}`, {
    ...(origin ? { origin } : {}),
    ...(localAddress ? { localAddress } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once("upgrade", () => {
      socket.close();
      resolve(101);
    });
    socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
    socket.once("error", reject);
  });
}

describe("unsafe methods from another site", () => {
  it("are refused 403 with a message, over REST and GraphQL alike", async () => {
    const rest = await signIn({ origin: EVIL });
    expect(rest.status).toBe(403);
    expect(((await rest.json()) as { error: string }).error).toMatch(
      /Cross-site request refused: origin https:\/\/evil\.example/,
    );
    const graphql = await fetch(`${product.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: EVIL },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(graphql.status).toBe(403);
    // A browser that sent no Origin still says where the request came from.
    expect((await signIn({ "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("pass from the site itself, a configured public origin, and clients without Origin", async () => {
    expect((await signIn({ origin: own, "sec-fetch-site": "same-origin" })).status).toBe(401);
    expect((await signIn({ origin: OURS })).status).toBe(401);
    expect((await signIn({})).status).toBe(401);
    // Reads are not writes: another site may not read the answer anyway (no CORS headers).
    expect((await fetch(`${product.url}/healthz`, { headers: { origin: EVIL } })).status).toBe(200);
  });
});

describe("WebSocket handshakes", () => {
  it("refuse another site's Origin on /ws and /graphql, and admit our own", async () => {
    expect(await handshake("/ws", EVIL)).toBe(403);
    expect(await handshake("/graphql", EVIL)).toBe(403);
    expect(await handshake("/ws", own)).toBe(101);
    expect(await handshake("/graphql", OURS)).toBe(101);
  });

  it("are capped per client address (MAX_SOCKETS_PER_ADDRESS) across both paths", async () => {
    const base = product.url.replace("http", "ws");
    // An address of its own (all of 127/8 is loopback), so the other tests' sockets do not count.
    const from = { localAddress: "127.0.0.2" };
    const held = [
      new WebSocket(`${base}/ws`, from),
      new WebSocket(`${base}/graphql`, "graphql-transport-ws", from),
      new WebSocket(`${base}/ws`, from),
    ];
    await Promise.all(held.map((socket) => new Promise((resolve) => socket.once("open", resolve))));
    expect(await handshake("/graphql", undefined, from.localAddress)).toBe(429);
    expect(await handshake("/ws", undefined, from.localAddress)).toBe(429);
    // Another address is not held back by this one.
    expect(await handshake("/ws", undefined, "127.0.0.3")).toBe(101);
    for (const socket of held) socket.close();
  });
});
