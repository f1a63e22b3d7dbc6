import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import {
  activeRequestId,
  addVehicleAndBookNow,
  pickCaptainAndPay,
  signUpCustomer,
} from "./support/customerSteps";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";
import { ProviderApi } from "./support/providerApi";

const PICKUP = { latitude: 25.2048, longitude: 55.2708 };
/** `km` north of the pickup. */
const north = (km: number) => ({ latitude: PICKUP.latitude + km * 0.008993, longitude: PICKUP.longitude });

describeInBrowser(
  "a customer books towing and follows it live to the review (built app, real server)",
  () => {
    let server: ProductServer;
    let browser: Browser;
    let captain: ProviderApi;

    beforeAll(async () => {
      // No simulated fleet: the captains on screen are the seeded ones and the one this test drives.
      [server, browser] = await Promise.all([startProductServer({ SIMULATE_FLEET: "0" }), launchChromium()]);
      captain = await ProviderApi.register(server, "Test Tow Captain", north(2));
    }, 240_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("signs up, adds a vehicle, books towing from ranked captains, sees every step live, and reviews", async () => {
      const context = await newContext(browser, { baseURL: server.url, position: PICKUP });
      const page = await context.newPage();
      const shot = (name: string) => saveScreenshot(page, `desktop-${name}`);

      await signUpCustomer(page, { name: "Mariam Test", email: `mariam.${Date.now()}@example.ae` });
      await page.getByRole("heading", { name: "Available Near You" }).waitFor();
      await page.getByRole("button", { name: /Towing.*15-30 min.*AED 275/ }).waitFor({ timeout: 20_000 });
      // Software WebGL on a busy machine can take minutes to set the map up, and no screenshot can be
      // taken meanwhile: wait for its first frame (maplibre's load) before the first one.
      await page.locator("[data-map-ready=true]").waitFor({ timeout: 180_000 });
      await shot("customer-home");

      // The dialogs of a booking without a saved vehicle, checked (axe) and left with Escape.
      for (const [service, title] of [
        [/^Towing/, "Professional Towing Service"],
        [/^Jump Start/, "Request Jump Start"],
      ] as const) {
        await page.getByRole("button", { name: service }).first().click();
        const vehicles = page.getByRole("dialog", { name: "Select Your Car" });
        await vehicles.getByRole("button", { name: "Enter details manually" }).click();
        await page.getByRole("dialog", { name: title }).waitFor();
        await shot(`manual-${title.toLowerCase().replace(/\W+/g, "-")}`);
        await page.keyboard.press("Escape");
        await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      }

      await addVehicleAndBookNow(
        page,
        /^Towing/,
        { name: "My Camry", make: "Toyota", model: "Camry", plate: "DXB T 4242" },
        shot,
      );
      const rows = page.getByTestId("ranked-provider");
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      await expect.poll(() => rows.first().textContent()).toContain("#1 Best");
      await expect.poll(() => rows.nth(1).textContent()).toContain("#2 Fast");
      await shot("provider-comparison");

      await pickCaptainAndPay(page, captain.name, {
        destination: { type: "Dubai Marina", choose: "Dubai Marina, Dubai" },
        screenshot: shot,
      });
      await page.getByRole("button", { name: "Track Live Location" }).click();
      await page.getByRole("dialog", { name: "Live Tracking" }).waitFor();
      await shot("tracking-dialog");
      await page.keyboard.press("Escape");

      const panel = page.locator("section", {
        has: page.getByRole("heading", { name: "Captain is on the way!" }),
      });
      const status = panel.getByTestId("request-status");
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("Pending");
      const requestId = await activeRequestId(page);
      await expect.poll(() => page.getByText(`Active Request #${requestId.slice(-6)}`).count()).toBe(1);

      // The captain works the job from their own session; the customer's screen follows without reloading.
      await captain.accept(requestId);
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("Accepted");
      await captain.reportAt(north(2));
      await expect
        .poll(() => panel.getByText("En Route", { exact: true }).count(), { timeout: 10_000 })
        .toBe(1);
      await captain.reportAt(north(0.8));
      await expect
        .poll(() => panel.getByText("Nearby", { exact: true }).count(), { timeout: 10_000 })
        .toBe(1);
      await expect.poll(() => panel.getByText("0.8 km", { exact: true }).count()).toBe(1);
      await shot("live-tracking");

      await captain.start(requestId);
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("In Progress");
      await captain.reportAt(north(0.1));
      await expect
        .poll(() => panel.getByText("Arriving Now", { exact: true }).count(), { timeout: 10_000 })
        .toBe(1);

      await captain.complete(requestId);
      await page.getByText("Service completed successfully").first().waitFor({ timeout: 10_000 });
      await shot("service-completed");

      await page.getByRole("button", { name: "Rate your captain" }).click();
      await page.waitForURL((url) => url.pathname === "/history");
      await page.getByRole("button", { name: "Leave Review" }).first().click();
      const review = page.getByRole("dialog", { name: "Rate Your Experience" });
      await review.getByRole("radio", { name: "5 stars" }).click();
      await review.getByRole("textbox").fill("Quick and careful, thank you!");
      await review.getByRole("button", { name: "Submit Review" }).click();
      await page.getByText("Review Submitted").first().waitFor();
      await expect
        .poll(() => page.getByRole("button", { name: "Leave Review" }).count(), { timeout: 10_000 })
        .toBe(0);
      await expect.poll(() => page.getByRole("img", { name: /5 of 5 stars/ }).count()).toBeGreaterThan(0);
      await shot("history-reviewed");
      await context.close();
    }, 420_000);
  },
);
