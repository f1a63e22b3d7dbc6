import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../testing/embeddedTestApp";

describe("signing out ends the browser's live connections", () => {
  let app: EmbeddedTestApp;

  beforeAll(async () => {
    app = await startEmbeddedTestApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
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
