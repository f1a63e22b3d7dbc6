import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { createUpgradeRouter } from "./upgradeRouter";

const server = createServer();
const echo = new WebSocketServer({ noServer: true });
echo.on("connection", (socket) => socket.on("message", (data) => socket.send(`echo:${data}`)));
let base: string;

beforeAll(async () => {
  const router = createUpgradeRouter(server);
  router.route("/ws", (request, socket, head) =>
    echo.handleUpgrade(request, socket, head, (ws) => echo.emit("connection", ws)),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  echo.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("upgrade router", () => {
  it("hands /ws (with any query) to its server", async () => {
    const socket = new WebSocket(`${base}/ws?client=test`);
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send("hi");
    const reply = await new Promise<string>((resolve) =>
      socket.once("message", (data) => resolve(String(data))),
    );
    expect(reply).toBe("echo:hi");
    socket.close();
  });

  it("refuses an unknown path with 404", async () => {
    const socket = new WebSocket(`${base}/nope`);
    const status = await new Promise<number>((resolve) =>
      socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });

  it("refuses a second handler for one path", () => {
    const router = createUpgradeRouter(createServer());
    router.route("/graphql", () => {});
    expect(() => router.route("/graphql", () => {})).toThrow(/already registered/);
  });
});
