import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type InProcessSmtpServer,
  type ReceivedMail,
  startInProcessSmtpServer,
} from "../../../infra/mail/testing/inProcessSmtpServer";
import type { ApiClient } from "../testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";

let smtp: InProcessSmtpServer;
let server: ApiTestServer;

beforeAll(async () => {
  smtp = await startInProcessSmtpServer();
  server = await startApiTestServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Roadside <no-reply@roadside.test>",
      PUBLIC_URL: "https://roadside.test",
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

/** The verification link's token in a mail that arrived at `to`. */
async function verificationTokenFor(to: string): Promise<string> {
  const mail: ReceivedMail = await smtp.next(
    (m) => m.to.includes(to) && m.raw.includes("Subject: Confirm your Roadside email"),
  );
  const link = /https:\/\/roadside\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(mail.decoded)?.[0];
  if (!link) throw new Error(`no verification link in ${mail.decoded}`);
  return new URL(link).searchParams.get("token")!;
}

async function graphql(client: ApiClient, query: string, variables: Record<string, unknown> = {}) {
  const response = await client.post("/graphql", { query, variables });
  return response.json as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  };
}

const SET_ONLINE = "mutation { setOnline(online: true, latitude: 25.2, longitude: 55.27) { id online } }";

describe("email verification over REST", () => {
  it("a captain signing up online is registered offline with the reason, verifies by mail, then goes online", async () => {
    const email = `captain-${unique()}@example.ae`;
    const signUp = await server.anonymous.post("/api/auth/register", {
      name: "New Captain",
      email,
      password: "tow-truck-7",
      phone: "+971 50 700 1234",
      userType: "provider",
      latitude: 25.2,
      longitude: 55.27,
      isOnline: true,
    });
    expect(signUp.status).toBe(201);
    expect(signUp.json).toMatchObject({ emailVerified: false });
    expect((signUp.json as { offlineReason: string }).offlineReason).toMatch(
      /Verify your email before going online/,
    );
    const captain = server.anonymous.withCookie(signUp.sessionCookie!);

    const tooEarly = await graphql(captain, SET_ONLINE);
    expect(tooEarly.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Verify your email before going online/),
      extensions: { code: "FORBIDDEN" },
    });

    const token = await verificationTokenFor(email);
    const resendAtOnce = await captain.post("/api/auth/resend-verification", {});
    expect(resendAtOnce.status).toBe(409);
    expect(resendAtOnce.body).toMatch(/less than a minute ago/);

    const verified = await server.anonymous.post("/api/auth/verify-email", { token });
    expect(verified.status).toBe(200);
    expect((await captain.get("/api/auth/me")).json).toMatchObject({ emailVerified: true });

    const again = await server.anonymous.post("/api/auth/verify-email", { token });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ field: "token" });

    // Verified, the captain's next gate is the admin's approval of their papers (issue 19).
    const unapproved = await graphql(captain, SET_ONLINE);
    expect(unapproved.errors?.[0]?.message).toMatch(/Complete your business profile/);
    const me = (await captain.get<{ id: string }>("/api/auth/me")).json;
    await server.vouchForCaptain(me.id, "New Captain");
    const online = await graphql(captain, SET_ONLINE);
    expect(online.data).toMatchObject({ setOnline: { online: true } });
    const resendAfter = await captain.post("/api/auth/resend-verification", {});
    expect(resendAfter.status).toBe(409);
    expect(resendAfter.body).toMatch(/already verified/);
  });

  it("a made-up or missing token is a 400 naming the field; resend needs a session", async () => {
    const made = await server.anonymous.post("/api/auth/verify-email", { token: "x".repeat(43) });
    expect(made.status).toBe(400);
    expect(made.json).toMatchObject({ field: "token" });
    const missing = await server.anonymous.post("/api/auth/verify-email", {});
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ field: "token" });
    expect((await server.anonymous.post("/api/auth/resend-verification", {})).status).toBe(401);
  });
});

describe("email verification over GraphQL", () => {
  it("a customer signs up, sees emailVerified false, and verifies with the mailed link", async () => {
    const email = `customer-${unique()}@example.ae`;
    const register = await server.anonymous.post("/graphql", {
      query: `mutation($input: RegisterInput!) { register(input: $input) { id emailVerified } }`,
      variables: {
        input: { name: "New Customer", email, phone: "+971 50 700 4321", password: "tow-truck-7" },
      },
    });
    expect(register.json).toMatchObject({ data: { register: { emailVerified: false } } });
    const customer = server.anonymous.withCookie(register.sessionCookie!);

    const token = await verificationTokenFor(email);
    const made = await graphql(server.anonymous, "mutation($t: String!) { verifyEmail(token: $t) }", {
      t: "y".repeat(43),
    });
    expect(made.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "token" });

    const verify = await graphql(server.anonymous, "mutation($t: String!) { verifyEmail(token: $t) }", {
      t: token,
    });
    expect(verify.data).toEqual({ verifyEmail: true });
    expect((await graphql(customer, "query { me { emailVerified } }")).data).toEqual({
      me: { emailVerified: true },
    });
    const resend = await graphql(customer, "mutation { resendVerificationEmail }");
    expect(resend.errors?.[0]).toMatchObject({
      message: "Your email is already verified",
      extensions: { code: "CONFLICT" },
    });
  });
});
