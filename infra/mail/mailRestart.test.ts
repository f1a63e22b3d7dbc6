import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiTestServer } from "../../command-api/rest/testing/apiTestServer";
import { type InProcessSmtpServer, startInProcessSmtpServer } from "./testing/inProcessSmtpServer";

/**
 * The mail reactor across restarts of the real app on one DATA_DIR: a mail the mail server refused
 * before a restart is sent after it (nothing skipped), and a mail sent before a restart is not sent
 * again after it (nothing repeated).
 */
let dataDir: string;
let refusing: InProcessSmtpServer;
let accepting: InProcessSmtpServer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "roadside-mail-restart-"));
  refusing = await startInProcessSmtpServer({ refuse: true });
  accepting = await startInProcessSmtpServer();
});
afterAll(async () => {
  await refusing?.close();
  await accepting?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = (smtpUrl: string) =>
  startApiTestServer({ dataDir, env: { SMTP_URL: smtpUrl, PUBLIC_URL: "https://roadside.test" } });

describe("mail reactor restarts", () => {
  it("neither skips nor repeats a mail", async () => {
    // 1. The mail server refuses: the reset mail is owed when the app stops.
    const first = await start(refusing.url);
    await first.anonymous.post("/api/auth/forgot-password", { email: "aisha@example.ae" });
    await refusing.nextRefusal();
    await first.close();

    // 2. After a restart it is sent.
    const second = await start(accepting.url);
    const owed = await accepting.next((m) => m.to.includes("aisha@example.ae"));
    expect(owed.raw).toContain("Subject: Reset your Roadside password");
    await second.close();

    // 3. Another restart: a later mail arrives, and the one already sent did not come again before it.
    const third = await start(accepting.url);
    await third.anonymous.post("/api/auth/forgot-password", { email: "rahul@example.ae" });
    await accepting.next((m) => m.to.includes("rahul@example.ae"));
    await third.close();
    expect(accepting.received.filter((m) => m.to.includes("aisha@example.ae"))).toHaveLength(1);
  }, 180_000);
});
