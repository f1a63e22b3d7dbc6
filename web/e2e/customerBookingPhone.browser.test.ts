import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, saveScreenshot } from "./support/browser";
import { addVehicleAndBookNow, pickCaptainAndPay, signUpCustomer } from "./support/customerSteps";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

describeInBrowser("the booking path on a 375 × 812 phone (built app, real server)", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer({ SIMULATE_FLEET: "0" }), launchChromium()]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("signs up, adds a vehicle and books a jump start from the ranked captains without sideways scrolling", async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      baseURL: server.url,
      geolocation: { latitude: 25.2048, longitude: 55.2708 },
      permissions: ["geolocation"],
      timezoneId: "Asia/Dubai",
      locale: "en-AE",
    });
    const page = await context.newPage();
    const shot = (name: string) => saveScreenshot(page, `phone-${name}`);

    await signUpCustomer(page, { name: "Omar Phone", email: `omar.phone.${Date.now()}@example.ae` });
    await page.getByRole("button", { name: /Jump Start.*5-15 min.*AED 165/ }).waitFor({ timeout: 20_000 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.locator("[data-map-ready=true]").waitFor({ timeout: 180_000 });
    await shot("customer-home");

    await addVehicleAndBookNow(
      page,
      /^Jump Start/,
      { name: "Runabout", make: "Nissan", model: "Sunny", plate: "DXB P 375" },
      shot,
    );
    await page.getByRole("heading", { name: "Choose Your Captain" }).scrollIntoViewIfNeeded();
    const first = page.getByTestId("ranked-provider").first();
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain("#1 Best");
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot("provider-comparison");

    await pickCaptainAndPay(page, "Khalid Recovery Services", { screenshot: shot });
    await page.getByRole("button", { name: "Track Live Location" }).click();
    await page.getByRole("dialog", { name: "Live Tracking" }).waitFor();
    await shot("tracking-dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("heading", { name: "Captain is on the way!" }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot("captain-on-the-way");
    await context.close();
  }, 420_000);
});
