import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, newContext } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

describeInBrowser("signing out everywhere from the profile (built app, real server)", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function signedInAsSarah(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/login?role=customer");
    await page.getByPlaceholder("you@example.ae").fill("sarah@example.ae");
    await page.getByLabel(/^Password/).fill("demo1234");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    return { context, page };
  }

  /** Whether the page's cookie still holds a session (/api/auth/me answers null when not). */
  const signedIn = (page: Page) =>
    page.evaluate(
      async () => (await (await fetch("/api/auth/me", { credentials: "include" })).json()) !== null,
    );

  it("ends this browser's session and the one on another device", async () => {
    const laptop = await signedInAsSarah();
    const phone = await signedInAsSarah();
    expect(await signedIn(phone.page)).toBe(true);

    await laptop.page.goto("/profile");
    await laptop.page.getByRole("tab", { name: "Settings" }).click();
    await laptop.page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect
      .poll(() => laptop.page.getByText("Every device signed in to your account is signed out.").count())
      .toBe(1);
    expect(await signedIn(laptop.page)).toBe(false);
    expect(await signedIn(phone.page)).toBe(false);
    await laptop.context.close();
    await phone.context.close();
  }, 90_000);
});
