import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

describeInBrowser("signing in with a demo account (built app, real server)", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("sends a visitor the landing pre-rendered, which becomes the live app: choosing a role opens sign-in", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain("Stuck on the road? Help is on the way, anywhere in the UAE.");
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    // The pre-rendered buttons are inert: these are the app's own, once it has rendered over them.
    await page.getByRole("button", { name: /I Need Help/ }).waitFor();
    await expect.poll(() => page.locator("[data-prerendered][inert]").count()).toBe(0);
    await saveScreenshot(page, "landing");
    await page.getByRole("button", { name: /I Need Help/ }).click();
    await page.getByRole("button", { name: "Sign In as a customer" }).click();
    await page.waitForURL((url) => url.searchParams.get("auth") === "signin");
    await expect.poll(() => page.getByPlaceholder("you@example.ae").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("fills the form from the demo panel, signs the customer in and lands on their home", async () => {
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/login?role=customer");
    await page.getByRole("button", { name: "Use the customer demo account aisha@example.ae" }).waitFor();
    await saveScreenshot(page, "sign-in");
    await page.getByRole("button", { name: "Use the customer demo account aisha@example.ae" }).click();
    await expect.poll(() => page.getByPlaceholder("you@example.ae").inputValue()).toBe("aisha@example.ae");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => page.getByRole("button", { name: /Emergency: send the nearest tow truck/ }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await saveScreenshot(page, "customer-home");

    const me = await page.evaluate(async () => {
      const response = await fetch("/api/auth/me", { credentials: "include" });
      return (await response.json()) as { email?: string };
    });
    expect(me.email).toBe("aisha@example.ae");
    await context.close();
  }, 60_000);
});
