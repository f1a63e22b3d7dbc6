import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { tabTo } from "./support/keyboard";
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
    await page.waitForLoadState("load");
    // The page is the pre-rendered HTML, live as it is: the app starts (its modules preloaded, run)
    // on the first press, not at load.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    await saveScreenshot(page, "landing");
    // The press starts the app; held until the app has taken the page over, it then chooses the role.
    await page.getByRole("button", { name: /I Need Help/ }).click();
    await expect
      .poll(() => page.getByRole("button", { name: /I Need Help/ }).getAttribute("aria-pressed"))
      .toBe("true");
    await page.getByRole("button", { name: "Sign In as a customer" }).click();
    await page.waitForURL((url) => url.searchParams.get("auth") === "signin");
    await expect.poll(() => page.getByPlaceholder("you@example.ae").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("lets a keyboard user reach and press the pre-rendered landing's controls, the app starting on the first key", async () => {
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("load");
    const card = page.getByRole("button", { name: /I Need Help/ });
    await tabTo(page, card, "the customer role card");
    await page.keyboard.press("Enter");
    await expect.poll(() => card.getAttribute("aria-pressed")).toBe("true");
    const signIn = page.getByRole("button", { name: "Sign In as a customer" });
    await tabTo(page, signIn, "Sign In");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("auth") === "signin");
    await context.close();
  }, 60_000);

  it("keeps what a visitor typed into the pre-rendered sign-in before the app ran, and signs in with it", async () => {
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/login");
    await page.waitForLoadState("load");
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    // Typed at once, as a quick visitor would: the first focus starts the app, the text is there first.
    await page.getByPlaceholder("you@example.ae").fill("aisha@example.ae");
    await page.getByLabel(/^Password/).fill("demo1234");
    await page.getByLabel(/^Password/).press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => page.getByRole("button", { name: /Emergency: send the nearest tow truck/ }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
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
