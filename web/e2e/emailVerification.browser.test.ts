import { watch } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { onboardApprovedCaptain } from "../../command-api/onboarding/captainOnboarding";
import { type OutboxMail, outboxDir } from "../../infra/mail/outboxMailer";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

/** The first outbox mail to `to`, waiting for the outbox to change (a signal, not a sleep). */
async function outboxMailTo(dir: string, to: string): Promise<OutboxMail> {
  await mkdir(dir, { recursive: true });
  const find = async () => {
    for (const name of (await readdir(dir)).filter((file) => file.endsWith(".json"))) {
      const mail = JSON.parse(await readFile(join(dir, name), "utf8")) as OutboxMail;
      if (mail.to === to) return mail;
    }
    return null;
  };
  return new Promise((resolve, reject) => {
    const watcher = watch(dir, () => {
      find().then((mail) => {
        if (!mail) return;
        watcher.close();
        resolve(mail);
      }, reject);
    });
    find().then((mail) => {
      if (!mail) return;
      watcher.close();
      resolve(mail);
    }, reject);
  });
}

describeInBrowser(
  "sign up as a captain → verification mail in the outbox → open the link → (approved) → go online",
  () => {
    let dataDir: string;
    let server: ProductServer;
    let browser: Browser;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), "roadside-verify-"));
      // The embedded default: no SMTP_URL, so mail goes to <DATA_DIR>/outbox as on `npm start`.
      [server, browser] = await Promise.all([startProductServer({ DATA_DIR: dataDir }), launchChromium()]);
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("an unverified captain is told why they cannot go online, verifies by mail, then goes online", async () => {
      const email = `captain-${Date.now().toString(36)}@example.ae`;
      const context = await newContext(browser, { baseURL: server.url });
      const page = await context.newPage();

      await page.goto("/login?role=provider");
      await page.getByRole("tab", { name: "Register" }).click();
      const form = page.getByRole("tabpanel", { name: "Register" });
      await form.getByText("Service Provider").click();
      await form.getByLabel(/^Full Name/).fill("Verified Captain");
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel(/^Phone/).fill("+971 50 555 0199");
      await form.getByLabel(/^Password/).fill("tow-truck-7");
      await form.getByLabel(/^Confirm Password/).fill("tow-truck-7");
      await form.getByRole("button", { name: "Create Account" }).click();
      // A new captain lands on their onboarding (issue 19).
      await page.waitForURL((url) => url.pathname === "/provider/onboarding");
      await page.getByText("You cannot go online until you confirm your email").waitFor();
      await saveScreenshot(page, "verify-email-banner");

      const mail = await outboxMailTo(outboxDir(dataDir), email);
      expect(mail.subject).toBe("Confirm your Roadside email");
      const link = new URL(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByText("Your email is confirmed").waitFor();
      await page.getByRole("link", { name: "Continue" }).click();
      await page.waitForURL((url) => url.pathname === "/provider");
      expect(await page.getByTestId("verify-email-banner").count()).toBe(0);

      // Going online also needs an admin's approval of the captain's papers (its own browser test
      // covers those screens): here the system onboards and approves them, as seeding does.
      const captainId = await page.evaluate(async () => {
        const response = await fetch("/api/auth/me");
        return ((await response.json()) as { id: string }).id;
      });
      const { position } = await onboardApprovedCaptain(server.app.commands, {
        providerId: captainId,
        name: "Verified Captain",
      });
      if (position) await server.app.runner.waitForPosition(position);
      await page.reload();

      await page.getByTestId("online-switch").click();
      // The switch shows the server's answer to setOnline: checked only once the captain is online.
      await page.waitForSelector('[data-testid="online-switch"] input:checked', { state: "attached" });
      const online = await page.evaluate(async () => {
        const me = (await (await fetch("/api/auth/me", { credentials: "include" })).json()) as { id: string };
        const response = await fetch("/graphql", {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query: "query($id: ID!) { provider(id: $id) { online } }",
            variables: { id: me.id },
          }),
        });
        return ((await response.json()) as { data?: { provider?: { online: boolean } } }).data?.provider
          ?.online;
      });
      expect(online).toBe(true);
      await saveScreenshot(page, "verified-captain-online");
      await context.close();
    }, 120_000);
  },
);
