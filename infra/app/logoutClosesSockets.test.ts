import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { loadConfig } from "../config/config";
import { type RunningApp, startApp } from "./startApp";

describe("signing out ends the browser's live connections", () => {
  let app: RunningApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "roadside-logout-"));
    app = await startApp(
      loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
      pino({ level: "silent" }),
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signIn(email: string): Promise<string> {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "demo1234" }),
    });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(";")[0]!;
  }

  function open(path: string, cookie: string, protocol?: string): Promise<WebSocket> {
    const socket = new WebSocket(`${app.url.replace("http", "ws")}${path}`, protocol, {
      headers: { cookie },
    });
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(socket));
      socket.once("error", reject);
    });
  }

  const closeCode = (socket: WebSocket) =>
    new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));

  it("closes graphql-ws and /ws sockets of that session with 4401, and leaves other sessions' open", async () => {
    const aisha = await signIn("aisha@example.ae");
    const rahul = await signIn("rahul@example.ae");

    const subscription = await open("/graphql", aisha, "graphql-transport-ws");
    const acked = new Promise((resolve) => subscription.once("message", resolve));
    subscription.send(JSON.stringify({ type: "connection_init" }));
    expect(JSON.parse(String(await acked))).toMatchObject({ type: "connection_ack" });
    const channel = await open("/ws", aisha);
    const bystander = await open("/ws", rahul);
    const closes = Promise.all([closeCode(subscription), closeCode(channel)]);

    const logout = await fetch(`${app.url}/api/auth/logout`, { method: "POST", headers: { cookie: aisha } });
    expect(logout.status).toBeLessThan(300);

    expect(await closes).toEqual([4401, 4401]);
    expect(bystander.readyState).toBe(WebSocket.OPEN);
    bystander.close();
  }, 60_000);
});
