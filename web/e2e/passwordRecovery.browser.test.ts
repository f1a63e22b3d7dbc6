import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type InProcessSmtpServer,
  resetLinkIn,
  startInProcessSmtpServer,
} from "../../infra/mail/testing/inProcessSmtpServer";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

describeInBrowser(
  "forgot password → email → new password → sign in (built app, real server, real SMTP)",
  () => {
    let smtp: InProcessSmtpServer;
    let server: ProductServer;
    let browser: Browser;

    beforeAll(async () => {
      smtp = await startInProcessSmtpServer();
      [server, browser] = await Promise.all([startProductServer({ SMTP_URL: smtp.url }), launchChromium()]);
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await smtp?.close();
    });

    it("a customer who forgot the password gets a link by mail, sets a new one and signs in with it", async () => {
      const context = await newContext(browser, { baseURL: server.url });
      const page = await context.newPage();

      await page.goto("/login?role=customer");
      await page
        .getByRole("link", { name: /forgot/i })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === "/forgot-password");
      // The URL changes before the page renders: wait for the form, or the sign-in field gets the text.
      const send = page.getByRole("button", { name: "Send reset link" });
      await send.waitFor();
      await page.getByPlaceholder("you@example.ae").fill("rahul@example.ae");
      await send.click();
      await page.getByText("If an account exists for that email").waitFor();

      const mail = await smtp.next((m) => m.to.includes("rahul@example.ae"));
      // The link is built from PUBLIC_URL; the test server's port is random, so open its path here.
      const link = new URL(resetLinkIn(mail));
      await page.goto(`${link.pathname}${link.search}`);
      await page.locator('input[name="password"]').fill("rahuls new secret");
      await page.locator('input[name="confirm"]').fill("rahuls new secret");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.getByText("Your password has been changed").waitFor();
      await saveScreenshot(page, "password-reset-done");

      await page.getByRole("link", { name: "Sign in" }).first().click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
      await page.getByPlaceholder("you@example.ae").fill("rahul@example.ae");
      await page.locator('input[name="password"]').fill("rahuls new secret");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      const me = await page.evaluate(async () => {
        const response = await fetch("/api/auth/me", { credentials: "include" });
        return (await response.json()) as { email?: string };
      });
      expect(me.email).toBe("rahul@example.ae");
      await context.close();
    }, 90_000);
  },
);
