import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  type InProcessSmtpServer,
  resetLinkIn,
  startInProcessSmtpServer,
} from "../../../infra/mail/testing/inProcessSmtpServer";
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

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** A `/ws` connection of the session behind `cookie`, open. */
function liveSocket(cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(`${server.app.url.replace("http", "ws")}/ws`, { headers: { cookie } });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}
const closeCode = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));

describe("forgot password", () => {
  it("answers the same whether or not the email has an account", async () => {
    const known = await server.anonymous.post("/api/auth/forgot-password", { email: "aisha@example.ae" });
    const unknown = await server.anonymous.post("/api/auth/forgot-password", { email: "nobody@example.ae" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    await smtp.next((m) => m.to.includes("aisha@example.ae"));
  });

  it("mails a single-use link: the new password works, the old one and every session end", async () => {
    const before = await server.signIn("rahul@example.ae");
    const beforeSocket = await liveSocket(before.cookie!);
    const beforeClosed = closeCode(beforeSocket);
    const forgot = await server.anonymous.post("/api/auth/forgot-password", { email: " Rahul@Example.AE " });
    expect(forgot.status).toBe(202);
    const mail = await smtp.next((m) => m.to.includes("rahul@example.ae"));
    expect(mail.raw).toContain("Subject: Reset your Roadside password");
    const link = resetLinkIn(mail);
    expect(link.startsWith("https://roadside.test/reset-password?token=")).toBe(true);

    const tooShort = await server.anonymous.post("/api/auth/reset-password", {
      token: tokenOf(link),
      password: "abc",
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.json).toMatchObject({ field: "password" });

    const reset = await server.anonymous.post("/api/auth/reset-password", {
      token: tokenOf(link),
      password: "a new password 1",
    });
    expect(reset.status).toBe(200);
    expect((await before.get("/api/auth/me")).json).toBeNull();
    expect(await beforeClosed).toBe(4401);
    expect(
      (await server.anonymous.post("/api/auth/login", { email: "rahul@example.ae", password: "demo1234" }))
        .status,
    ).toBe(401);
    const after = await server.signIn("rahul@example.ae", "a new password 1");
    expect((await after.get("/api/auth/me")).json).toMatchObject({ email: "rahul@example.ae" });

    const again = await server.anonymous.post("/api/auth/reset-password", {
      token: tokenOf(link),
      password: "another password 2",
    });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ field: "token" });
  });

  it("a made-up token is refused, naming the field", async () => {
    const made = await server.anonymous.post("/api/auth/reset-password", {
      token: "x".repeat(43),
      password: "whatever 123",
    });
    expect(made.status).toBe(400);
    expect(made.json).toMatchObject({ field: "token" });
  });
});

describe("change password", () => {
  it("needs the current password, keeps this session, ends the others and sends a notice", async () => {
    const here = await server.signIn("sarah@example.ae");
    const elsewhere = await server.signIn("sarah@example.ae");
    const hereSocket = await liveSocket(here.cookie!);
    const elsewhereClosed = closeCode(await liveSocket(elsewhere.cookie!));

    const wrong = await here.post("/api/auth/change-password", {
      currentPassword: "not it",
      newPassword: "sarahs new password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ field: "currentPassword" });

    const short = await here.post("/api/auth/change-password", {
      currentPassword: "demo1234",
      newPassword: "abc",
    });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ field: "newPassword" });

    const changed = await here.post("/api/auth/change-password", {
      currentPassword: "demo1234",
      newPassword: "sarahs new password",
    });
    expect(changed.status).toBe(200);
    expect((await here.get("/api/auth/me")).json).toMatchObject({ email: "sarah@example.ae" });
    expect((await elsewhere.get("/api/auth/me")).json).toBeNull();
    expect(await elsewhereClosed).toBe(4401);
    expect(hereSocket.readyState).toBe(WebSocket.OPEN);
    hereSocket.close();
    await server.signIn("sarah@example.ae", "sarahs new password");

    const notice = await smtp.next((m) => m.to.includes("sarah@example.ae"));
    expect(notice.raw).toContain("Subject: Your Roadside password was changed");
  });

  it("signed out, there is nothing to change", async () => {
    const anonymous = await server.anonymous.post("/api/auth/change-password", {
      currentPassword: "demo1234",
      newPassword: "whatever 123",
    });
    expect(anonymous.status).toBe(401);
  });
});
