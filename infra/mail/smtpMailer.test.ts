import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "./smtpMailer";
import { type InProcessSmtpServer, startInProcessSmtpServer } from "./testing/inProcessSmtpServer";

let smtp: InProcessSmtpServer;
beforeAll(async () => {
  smtp = await startInProcessSmtpServer();
});
afterAll(() => smtp.close());

describe("SMTP mailer", () => {
  it("delivers to a real SMTP server, from MAIL_FROM, with the idempotency key as Message-ID", async () => {
    const mailer = smtpMailer({ url: smtp.url, from: "Roadside <no-reply@roadside.test>" });
    const link = `https://roadside.test/reset-password?token=${"x".repeat(43)}`;
    await mailer.send({
      to: "aisha@example.ae",
      subject: "Reset your Roadside password",
      text: `Choose a new password here: ${link}`,
      html: `<a href="${link}">Choose a new password</a>`,
      idempotencyKey: "0190f0aa-0000-7000-8000-000000000001",
    });
    mailer.close();
    const mail = await smtp.next((m) => m.to.includes("aisha@example.ae"));
    expect(mail.from).toBe("no-reply@roadside.test");
    expect(mail.raw).toContain("Subject: Reset your Roadside password");
    expect(mail.raw).toContain("Message-ID: <0190f0aa-0000-7000-8000-000000000001@roadside.mail>");
    expect(mail.decoded).toContain(link);
  });

  it("carries attachments as MIME parts with their name, type and bytes", async () => {
    const mailer = smtpMailer({ url: smtp.url, from: "Roadside <no-reply@roadside.test>" });
    const pdf = new TextEncoder().encode("%PDF-1.3 tax invoice INV-000001");
    await mailer.send({
      to: "omar@example.ae",
      subject: "Your tax invoice INV-000001",
      text: "Attached.",
      idempotencyKey: "0190f0aa-0000-7000-8000-000000000002",
      attachments: [{ filename: "INV-000001.pdf", contentType: "application/pdf", content: pdf }],
    });
    mailer.close();
    const mail = await smtp.next((m) => m.to.includes("omar@example.ae"));
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=INV-000001\.pdf/);
    expect(mail.raw).toContain("filename=INV-000001.pdf");
    expect(mail.raw.replace(/\r?\n/g, "")).toContain(Buffer.from(pdf).toString("base64"));
  });
});

/**
 * Against a real mail service only when one is configured: SMTP_TEST_URL (e.g.
 * smtps://user:pass@smtp.example.com:465) and SMTP_TEST_TO (a mailbox to receive it).
 */
const realUrl = process.env.SMTP_TEST_URL;
const realTo = process.env.SMTP_TEST_TO;
if (!realUrl || !realTo)
  console.log("smtpMailer: real SMTP service test skipped: set SMTP_TEST_URL and SMTP_TEST_TO to run it");
describe.skipIf(!realUrl || !realTo)("SMTP mailer against the configured service", () => {
  it("the service accepts a message", async () => {
    const mailer = smtpMailer({ url: realUrl!, from: process.env.SMTP_TEST_FROM ?? realTo! });
    await expect(
      mailer.send({
        to: realTo!,
        subject: "Roadside SMTP adapter test",
        text: "Sent by infra/mail/smtpMailer.test.ts.",
        idempotencyKey: `smtp-test-${Date.now()}`,
      }),
    ).resolves.toBeUndefined();
    mailer.close();
  });
});
