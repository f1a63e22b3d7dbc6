import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { expectAccessible } from "./support/accessibility";
import { launchChromium, newContext } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { tabTo, typeInto } from "./support/keyboard";
import { type ProductServer, startProductServer } from "./support/productServer";
import { ProviderApi } from "./support/providerApi";

const PICKUP = { latitude: 25.2048, longitude: 55.2708 };

describeInBrowser("a keyboard-only customer books towing (built app, real server; issue 22)", () => {
  let server: ProductServer;
  let browser: Browser;
  let captain: ProviderApi;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer({ SIMULATE_FLEET: "0" }), launchChromium()]);
    captain = await ProviderApi.register(server, "Keyboard Test Captain", {
      latitude: PICKUP.latitude + 0.018,
      longitude: PICKUP.longitude,
    });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("signs up, adds a vehicle, picks a captain, a destination and pays without the mouse", async () => {
    const context = await newContext(browser, { baseURL: server.url, position: PICKUP });
    const page = await context.newPage();
    const keys = page.keyboard;

    // Sign up: the Register tab is chosen with the arrow keys, as tabs are.
    await page.goto("/login?role=customer");
    await tabTo(page, page.getByRole("tab", { name: "Login" }), "the Login tab");
    await keys.press("ArrowRight");
    await expect
      .poll(() => page.getByRole("tab", { name: "Register" }).getAttribute("aria-selected"))
      .toBe("true");
    const form = page.getByRole("tabpanel", { name: "Register" });
    await typeInto(page, form.getByLabel(/^Full Name/), "Full Name", "Key Board");
    await typeInto(page, form.getByLabel(/^Email/), "Email", `keys.${Date.now()}@example.ae`);
    await typeInto(page, form.getByLabel(/^Phone/), "Phone", "+971 50 555 0303");
    await typeInto(page, form.getByLabel(/^Password/), "Password", "tow-truck-7");
    await typeInto(page, form.getByLabel(/^Confirm Password/), "Confirm Password", "tow-truck-7");
    await keys.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Available Near You" }).waitFor({ timeout: 20_000 });

    // Towing, then a vehicle added in the dialog (whose focus stays inside it).
    await tabTo(page, page.getByRole("button", { name: /^Towing/ }).first(), "the Towing service");
    await keys.press("Enter");
    const vehicles = page.getByRole("dialog", { name: "Select Your Car" });
    await tabTo(page, vehicles.getByRole("button", { name: "Add Vehicle" }), "Add Vehicle");
    await keys.press("Enter");
    await typeInto(page, vehicles.getByLabel(/^Vehicle name/), "Vehicle name", "Keyed Patrol");
    await typeInto(page, vehicles.getByLabel(/^License plate/), "License plate", "DXB K 2222");
    await typeInto(page, vehicles.getByLabel(/^Make/), "Make", "Nissan");
    await typeInto(page, vehicles.getByLabel(/^Model/), "Model", "Patrol");
    await tabTo(page, vehicles.getByRole("button", { name: "Save Vehicle" }), "Save Vehicle");
    await keys.press("Enter");
    const saved = vehicles.getByRole("radio", { name: /Keyed Patrol/ });
    await expect.poll(() => saved.getAttribute("aria-checked")).toBe("true");
    await tabTo(page, vehicles.getByRole("button", { name: "Book Now - Emergency Service" }), "Book Now");
    await keys.press("Enter");

    // The ranked captains, then the booking dialog: destination by typing and the arrow keys.
    await page.getByRole("heading", { name: "Choose Your Captain" }).waitFor();
    await tabTo(
      page,
      page.getByRole("button", { name: new RegExp(`^Select ${captain.name} for AED`) }),
      "Select",
    );
    await keys.press("Enter");
    const booking = page.getByRole("dialog", { name: /^Book / });
    const destination = booking.getByRole("combobox", { name: /^Destination/ });
    await tabTo(page, destination, "Destination");
    await keys.type("Dubai Marin");
    await expect.poll(() => destination.inputValue(), { timeout: 10_000 }).toBe("Dubai Marin");
    // The answer for the whole text, not one for the letters before it (the search waits for a pause).
    await expect.poll(() => booking.getByRole("listbox").getAttribute("aria-busy")).toBe("false");
    await booking.getByRole("option", { name: "Dubai Marina, Dubai", exact: true }).waitFor();
    // The option the input points at, as a screen reader reads it: arrow down until it is the marina.
    const pointedAt = () =>
      destination.evaluate((input) => {
        const id = input.getAttribute("aria-activedescendant");
        return id ? (document.getElementById(id)?.textContent ?? null) : null;
      });
    for (let presses = 0; presses < 6 && (await pointedAt()) !== "Dubai Marina, Dubai"; presses += 1) {
      await keys.press("ArrowDown");
    }
    expect(await pointedAt()).toBe("Dubai Marina, Dubai");
    await keys.press("Enter");
    await expect.poll(() => destination.inputValue()).toBe("Dubai Marina, Dubai");
    await expectAccessible(page, "booking dialog (keyboard)");
    await tabTo(page, booking.getByRole("button", { name: "Continue to Payment" }), "Continue to Payment");
    await keys.press("Enter");

    await booking.getByTestId("quote-total").waitFor();
    await typeInto(page, booking.getByLabel(/^Card number/), "Card number", "4242 4242 4242 4242");
    await typeInto(page, booking.getByLabel(/^Expiry/), "Expiry", "12/30");
    await typeInto(page, booking.getByLabel(/^CVC/), "CVC", "123");
    await typeInto(page, booking.getByLabel(/^Name on card/), "Name on card", "Key Board");
    await tabTo(page, booking.getByRole("button", { name: /^Pay & Book AED/ }), "Pay & Book");
    await keys.press("Enter");
    await booking.getByText("Booking Confirmed!").first().waitFor();

    // Escape closes the dialog and gives the focus back to the page, not to nothing.
    await keys.press("Escape");
    await page.getByRole("heading", { name: "Captain is on the way!" }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
      )
      .toBe(true);
    await context.close();
  }, 300_000);
});
