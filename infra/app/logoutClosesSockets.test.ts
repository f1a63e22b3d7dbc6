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

  const graphql = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ extensions?: { code?: string } }>;
    };
  };
  /** Who the cookie's session belongs to, or null once it has ended. */
  const me = async (cookie: string) =>
    (await (await fetch(`${app.url}/api/auth/me`, { headers: { cookie } })).json()) as { id: string } | null;

  /** A browser of this session subscribes to push notifications (keys of the right shape). */
  const subscribePush = async (cookie: string, device: string) => {
    const input = {
      endpoint: `https://push.example/send/${device}`,
      p256dh: `B${"a".repeat(86)}`,
      authSecret: "k7Qm2vX9pL4tR8wZ1nB5cD",
    };
    const added = await graphql(
      cookie,
      "mutation ($input: PushSubscriptionInput!) { addPushSubscription(input: $input) { endpoints } }",
      { input },
    );
    expect(added.data?.addPushSubscription).toMatchObject({
      endpoints: expect.arrayContaining([input.endpoint]),
    });
  };
  const pushEndpoints = async (cookie: string) =>
    (await graphql(cookie, "{ pushSettings { endpoints } }")).data?.pushSettings;

  it("signing out everywhere ends the account's other sessions, closes their sockets and stops pushes to its browsers", async () => {
    const phone = await signIn("sarah@example.ae");
    const laptop = await signIn("sarah@example.ae");
    const bystander = await signIn("rahul@example.ae");
    const phoneSocket = await open("/ws", phone);
    const laptopSocket = await open("/ws", laptop);
    const bystanderSocket = await open("/ws", bystander);
    const closes = Promise.all([closeCode(phoneSocket), closeCode(laptopSocket)]);
    await subscribePush(phone, "phone");
    await subscribePush(laptop, "laptop");

    const out = await fetch(`${app.url}/api/auth/logout-everywhere`, {
      method: "POST",
      headers: { cookie: laptop },
    });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ sessionsEnded: 2 });
    expect(await closes).toEqual([4401, 4401]);
    expect(await me(phone)).toBeNull();
    expect(await me(laptop)).toBeNull();
    expect(await me(bystander)).not.toBeNull();
    expect(bystanderSocket.readyState).toBe(WebSocket.OPEN);
    bystanderSocket.close();

    // The same over GraphQL.
    const first = await signIn("sarah@example.ae");
    expect(await pushEndpoints(first)).toEqual({ endpoints: [] });
    const second = await signIn("sarah@example.ae");
    const secondSocket = await open("/ws", second);
    const closed = closeCode(secondSocket);
    await subscribePush(second, "tablet");
    expect((await graphql(first, "mutation { logoutEverywhere }")).data).toEqual({ logoutEverywhere: 2 });
    expect(await closed).toBe(4401);
    expect(await me(second)).toBeNull();
    expect(await pushEndpoints(await signIn("sarah@example.ae"))).toEqual({ endpoints: [] });
  }, 60_000);

  it("an admin ends a user's sessions at once; nobody else may", async () => {
    const victim = await signIn("omar@captains.ae");
    const victimSocket = await open("/ws", victim);
    const omarId = (await me(victim))!.id;
    const customer = await signIn("aisha@example.ae");
    const captain = await signIn("khalid@captains.ae");
    const admin = await signIn("admin@roadside.ae");
    const revoke = (cookie: string) =>
      fetch(`${app.url}/api/admin/users/${omarId}/sessions`, { method: "DELETE", headers: { cookie } });

    expect((await revoke(customer)).status).toBe(403);
    expect((await revoke(captain)).status).toBe(403);
    expect((await fetch(`${app.url}/api/admin/users/${omarId}/sessions`, { method: "DELETE" })).status).toBe(
      401,
    );
    const mutation = "mutation ($id: ID!) { adminRevokeSessions(userId: $id) }";
    expect((await graphql(customer, mutation, { id: omarId })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect(await me(victim)).not.toBeNull();

    const closed = closeCode(victimSocket);
    const revoked = await revoke(admin);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ sessionsEnded: 1 });
    expect(await closed).toBe(4401);
    expect(await me(victim)).toBeNull();

    const again = await signIn("omar@captains.ae");
    expect((await graphql(admin, mutation, { id: omarId })).data).toEqual({ adminRevokeSessions: 1 });
    expect(await me(again)).toBeNull();
    expect((await graphql(admin, mutation, { id: "no-such-user" })).errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );
    expect(await me(admin)).not.toBeNull();
  }, 60_000);
});
