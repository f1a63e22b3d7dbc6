import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../testing/embeddedTestApp";

/** The demo captain Omar (infra/seed/demoAccounts.ts). */
const OMAR = "0190a000-0000-7000-8000-000000000022";
const REASON = "Three customers reported no-shows";

describe("an admin suspends and reinstates an account", () => {
  let app: EmbeddedTestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startEmbeddedTestApp();
    admin = await signIn("admin@roadside.ae");
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  async function login(email: string) {
    return fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "demo1234" }),
    });
  }

  async function signIn(email: string): Promise<string> {
    const response = await login(email);
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(";")[0]!;
  }

  async function graphql<T>(cookie: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as {
      data?: T | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  }

  const SUSPEND = `mutation($id: ID!, $reason: String!) {
    suspendAccount(userId: $id, reason: $reason) { userId suspended suspensionReason } }`;
  const REINSTATE = `mutation($id: ID!, $reason: String!) {
    reinstateAccount(userId: $id, reason: $reason) { userId suspended suspensionReason } }`;

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

  it("refuses everyone but admins, and an admin suspending themselves", async () => {
    const customer = await signIn("aisha@example.ae");
    const captain = await signIn("khalid@captains.ae");
    for (const cookie of [customer, captain]) {
      const refused = await graphql(cookie, SUSPEND, { id: OMAR, reason: "because" });
      expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const reinstate = await graphql(cookie, REINSTATE, { id: OMAR, reason: "because" });
      expect(reinstate.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const anonymous = await graphql("", SUSPEND, { id: OMAR, reason: "because" });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const me = await graphql<{ me: { id: string } }>(admin, "{ me { id } }");
    const self = await graphql(admin, SUSPEND, { id: me.data!.me.id, reason: "oops" });
    expect(self.errors?.[0]?.message).toContain("cannot suspend their own account");
    const blank = await graphql(admin, SUSPEND, { id: OMAR, reason: "  " });
    expect(blank.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(blank.errors?.[0]?.message).toContain("reason");
  });

  it("ends the captain's sessions and sockets at once, takes them offline, refuses sign-in with the reason; reinstating lets them back", async () => {
    const omar = await signIn("omar@captains.ae");
    const goOnline = await graphql<{ setOnline: unknown }>(
      omar,
      "mutation { setOnline(online: true, latitude: 25.2, longitude: 55.27) { id } }",
    );
    expect(goOnline.errors).toBeUndefined();
    const subscription = await open("/graphql", omar, "graphql-transport-ws");
    const acked = new Promise((resolve) => subscription.once("message", resolve));
    subscription.send(JSON.stringify({ type: "connection_init" }));
    expect(JSON.parse(String(await acked))).toMatchObject({ type: "connection_ack" });
    const channel = await open("/ws", omar);
    const closes = Promise.all([closeCode(subscription), closeCode(channel)]);

    const suspended = await graphql<{ suspendAccount: object }>(admin, SUSPEND, { id: OMAR, reason: REASON });
    expect(suspended.data?.suspendAccount).toEqual({
      userId: OMAR,
      suspended: true,
      suspensionReason: REASON,
    });
    expect(await closes).toEqual([4401, 4401]);

    expect((await graphql<{ me: unknown }>(omar, "{ me { id } }")).data?.me).toBeNull();
    const refused = await login("omar@captains.ae");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      `Your account is suspended: ${REASON}. Contact support to have it reinstated.`,
    );
    const listed = await graphql<{ adminUsers: { items: { online: boolean; suspensionReason: string }[] } }>(
      admin,
      `{ adminUsers(role: PROVIDER, search: "${OMAR}") { items { online suspensionReason } } }`,
    );
    expect(listed.data?.adminUsers.items).toEqual([{ online: false, suspensionReason: REASON }]);
    const map = await fetch(`${app.url}/api/providers/online`, { headers: { cookie: admin } });
    expect(((await map.json()) as { id?: string; _id?: string }[]).map((p) => p.id ?? p._id)).not.toContain(
      OMAR,
    );

    const reinstated = await graphql<{ reinstateAccount: object }>(admin, REINSTATE, {
      id: OMAR,
      reason: "Spoke with Omar; the customers' reports were about another captain",
    });
    expect(reinstated.data?.reinstateAccount).toEqual({
      userId: OMAR,
      suspended: false,
      suspensionReason: null,
    });
    expect((await login("omar@captains.ae")).status).toBe(200);
  }, 60_000);
});
