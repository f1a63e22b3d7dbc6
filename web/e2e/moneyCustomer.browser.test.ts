import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { addVehicleAndBookNow, fillTestCard, signUpCustomer } from "./support/customerSteps";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";
import { ProviderApi } from "./support/providerApi";

const PICKUP = { latitude: 25.2048, longitude: 55.2708 };

describeInBrowser(
  "a customer pays by card: the decline card is refused with its reason, the approve card books (built app, real server)",
  () => {
    let server: ProductServer;
    let browser: Browser;
    let captain: ProviderApi;

    beforeAll(async () => {
      [server, browser] = await Promise.all([
        startProductServer({ SIMULATE_FLEET: "0", PAYMENT_PROVIDER: "test" }),
        launchChromium(),
      ]);
      captain = await ProviderApi.register(server, "Money Test Captain", {
        latitude: PICKUP.latitude + 0.018,
        longitude: PICKUP.longitude,
      });
    }, 240_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("sees the quote with VAT, is refused with the decline card, then books with the approve card", async () => {
      const context = await newContext(browser, { baseURL: server.url, position: PICKUP });
      const page = await context.newPage();
      const shot = (name: string) => saveScreenshot(page, `money-${name}`);

      await signUpCustomer(page, { name: "Noura Test", email: `noura.${Date.now()}@example.ae` });
      await page.getByRole("heading", { name: "Available Near You" }).waitFor();
      await addVehicleAndBookNow(page, /^Towing/, {
        name: "My Patrol",
        make: "Nissan",
        model: "Patrol",
        plate: "DXB N 5555",
      });
      await page.getByRole("button", { name: new RegExp(`^Select ${captain.name} for AED`) }).click();
      const dialog = page.getByRole("dialog", { name: /^Book / });
      await dialog.getByLabel(/^Destination/).fill("Dubai Marina");
      await dialog.getByRole("button", { name: "Continue to Payment" }).click();

      await fillTestCard(page, "4000 0000 0000 0002");
      await expect
        .poll(() => dialog.getByTestId("quote-vat").textContent())
        .toMatch(/^incl\. 5% VAT AED \d+\.\d\d$/);
      const total = (await dialog.getByTestId("quote-total").textContent()) ?? "";
      await shot("payment-step");
      await dialog.getByRole("button", { name: `Pay & Book ${total}` }).click();
      const refusal = dialog.getByRole("alert");
      await expect
        .poll(() => refusal.textContent(), { timeout: 15_000 })
        .toMatch(/^Your card was declined: .+\. No booking was made\./);
      expect(await dialog.getByLabel(/^Card number/).inputValue()).toBe("");
      expect(await dialog.getByLabel(/^Name on card/).inputValue()).toBe("Test Customer");
      await shot("card-declined");

      await dialog.getByLabel(/^Card number/).fill("4242 4242 4242 4242");
      await dialog.getByRole("button", { name: `Pay & Book ${total}` }).click();
      await dialog.getByText("Booking Confirmed!").first().waitFor({ timeout: 15_000 });
      await shot("card-booked");
    }, 300_000);
  },
);
