import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { OriginPolicy } from "./originPolicy";
import { SocketsPerAddress } from "./socketsPerAddress";
import { createUpgradeRouter } from "./upgradeRouter";

const server = createServer();
const echo = new WebSocketServer({ noServer: true });
echo.on("connection", (socket) => socket.on("message", (data) => socket.send(`echo:${data}`)));
const perAddress = new SocketsPerAddress(2);
let base: string;
let host: string;

beforeAll(async () => {
  const router = createUpgradeRouter(server, {
    origins: new OriginPolicy(["https://roadside.example"]),
    perAddress: { limit: perAddress, addressOf: (request) => request.socket.remoteAddress ?? "?" },
  });
  router.route("/ws", (request, socket, head) =>
    echo.handleUpgrade(request, socket, head, (ws) => echo.emit("connection", ws, request)),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `ws://${host}`;
});
afterAll(async () => {
  echo.close();
  await new Promise((resolve) => server.close(resolve));
});

function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`refused ${response.statusCode}`)),
    );
  });
}

/** The handshake's refusal: its status and JSON body. */
function refusal(socket: WebSocket): Promise<{ status: number; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    socket.once("open", () => reject(new Error("the handshake was accepted")));
    socket.once("unexpected-response", (_request, response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || "{}") }));
    });
  });
}

/** Resolves once the server has seen `count` more sockets close. */
function serverSideCloses(count: number): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    for (const client of echo.clients)
      client.once("close", () => {
        left -= 1;
        if (left === 0) resolve();
      });
  });
}

describe("upgrade router", () => {
  it("hands /ws (with any query) to its server", async () => {
    const socket = new WebSocket(`${base}/ws?client=test`);
    await opened(socket);
    socket.send("hi");
    const reply = await new Promise<string>((resolve) =>
      socket.once("message", (data) => resolve(String(data))),
    );
    expect(reply).toBe("echo:hi");
    const closed = serverSideCloses(1);
    socket.close();
    await closed;
  });

  it("refuses an unknown path with 404", async () => {
    expect((await refusal(new WebSocket(`${base}/nope`))).status).toBe(404);
  });

  it("refuses a second handler for one path", () => {
    const router = createUpgradeRouter(createServer());
    router.route("/graphql", () => {});
    expect(() => router.route("/graphql", () => {})).toThrow(/already registered/);
  });
});

describe("cross-site WebSocket handshakes", () => {
  it("refuses another site's Origin with 403 and a message naming it", async () => {
    const refused = await refusal(new WebSocket(`${base}/ws`, { origin: "https://evil.example" }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/origin https:\/\/evil\.example .*PUBLIC_ORIGINS/);
    // Same host name, another port: another origin.
    const otherPort = await refusal(new WebSocket(`${base}/ws`, { origin: "http://127.0.0.1:1" }));
    expect(otherPort.status).toBe(403);
    expect((await refusal(new WebSocket(`${base}/ws`, { origin: "null" }))).status).toBe(403);
  });

  it("admits the server's own host, a configured public origin, and clients that send no Origin", async () => {
    const sockets = [
      new WebSocket(`${base}/ws`, { origin: `http://${host}` }),
      new WebSocket(`${base}/ws`, { origin: "https://roadside.example" }),
    ];
    await Promise.all(sockets.map(opened));
    const closed = serverSideCloses(2);
    for (const socket of sockets) socket.close();
    await closed;
    const bare = new WebSocket(`${base}/ws`);
    await opened(bare);
    const bareClosed = serverSideCloses(1);
    bare.close();
    await bareClosed;
  });
});

describe("sockets per client address", () => {
  it("refuses the one over the cap with 429, and admits again once one closes", async () => {
    const held = [new WebSocket(`${base}/ws`), new WebSocket(`${base}/ws`)];
    await Promise.all(held.map(opened));
    const third = await refusal(new WebSocket(`${base}/ws`));
    expect(third.status).toBe(429);
    expect(third.body.error).toMatch(/Too many open connections .*at most 2/);
    expect(perAddress.held("127.0.0.1")).toBe(2);

    const oneClosed = serverSideCloses(1);
    held[0]!.close();
    await oneClosed;
    const again = new WebSocket(`${base}/ws`);
    await opened(again);
    const allClosed = serverSideCloses(2);
    held[1]!.close();
    again.close();
    await allClosed;
    expect(perAddress.held("127.0.0.1")).toBe(0);
  });
});
