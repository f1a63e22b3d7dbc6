import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { GazetteerData } from "../../domain/places/gazetteer";
import { GAZETTEER_FILE } from "../../infra/geocoding/gazetteer/generateGazetteer";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { addVehicleAndBookNow, choosePlace, fillTestCard, signUpCustomer } from "./support/customerSteps";
import { describeInBrowser } from "./support/describeInBrowser";
import { tabTo } from "./support/keyboard";
import { type ProductServer, startProductServer } from "./support/productServer";
import { ProviderApi } from "./support/providerApi";

const GPS = { latitude: 25.2048, longitude: 55.2708 };
const gazetteer = JSON.parse(readFileSync(GAZETTEER_FILE, "utf8")) as GazetteerData;
const businessBay = gazetteer.places.find((p) => p.nameEn === "Business Bay");

type StoredRequest = {
  pickupLocation: string;
  pickupLatitude: number;
  pickupLongitude: number;
  destination: string | null;
  destinationLatitude: number | null;
  destinationLongitude: number | null;
};

/** The customer's active request as GET /api/requests/{id} returns it, with their session. */
async function activeRequest(page: Page): Promise<StoredRequest> {
  return page.evaluate(async () => {
    const graph = await fetch("/graphql", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ activeRequest { id } }" }),
    });
    const id = ((await graph.json()) as { data?: { activeRequest: { id: string } | null } }).data
      ?.activeRequest?.id;
    if (!id) throw new Error("no active request");
    const rest = await fetch(`/api/requests/${id}`, { credentials: "include" });
    return (await rest.json()) as StoredRequest;
  });
}

describeInBrowser(
  "places: a towing destination found by search and a pickup set by dragging a pin (offline, built-in gazetteer)",
  () => {
    let server: ProductServer;
    let browser: Browser;
    let captain: ProviderApi;

    beforeAll(async () => {
      // No GEOCODER_URL: the built-in gazetteer answers, as on a machine without internet.
      [server, browser] = await Promise.all([startProductServer({ SIMULATE_FLEET: "0" }), launchChromium()]);
      captain = await ProviderApi.register(server, "Pin Test Captain", {
        latitude: 25.21,
        longitude: 55.2708,
      });
    }, 240_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("stores the gazetteer's coordinates for a searched destination and the pin's for a dragged pickup", async () => {
      if (!businessBay) throw new Error("the gazetteer has no Business Bay");
      const context = await newContext(browser, { baseURL: server.url, position: GPS });
      const page = await context.newPage();
      await signUpCustomer(page, { name: "Pin Test", email: `pin.${Date.now()}@example.ae` });
      await page.getByRole("button", { name: /Towing.*15-30 min.*AED 275/ }).waitFor({ timeout: 20_000 });
      // Software WebGL on a busy machine takes a while to set the home map up (customerBooking does the same).
      await page.locator("[data-map-ready=true]").waitFor({ timeout: 180_000 });
      await addVehicleAndBookNow(page, /^Towing/, {
        name: "My Lexus",
        make: "Lexus",
        model: "LX",
        plate: "DXB P 1234",
      });
      await page.getByRole("button", { name: new RegExp(`^Select ${captain.name} for AED`) }).click();
      const dialog = page.getByRole("dialog", { name: /^Book / });

      // Pickup: open the map and drag the pin 120 px east.
      const pickupBox = dialog.getByRole("combobox", { name: /^Pickup location/ });
      await dialog.getByRole("button", { name: "Pick on map" }).first().click();
      const pin = dialog.getByTestId("place-pin");
      await pin.waitFor({ timeout: 120_000 });
      await expect
        .poll(async () => (await pin.boundingBox())?.width ?? 0, { timeout: 60_000 })
        .toBeGreaterThan(0);
      const box = (await pin.boundingBox()) as { x: number; y: number; width: number; height: number };
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 60, start.y, { steps: 5 });
      await page.mouse.move(start.x + 120, start.y, { steps: 5 });
      await page.mouse.up();
      // The label is the pin's until reverse geocoding names it ("Near …, Dubai" or the district itself).
      await expect.poll(() => pickupBox.inputValue(), { timeout: 15_000 }).toMatch(/Dubai$/);
      const pickupLabel = await pickupBox.inputValue();

      // Destination: a typo, then the suggestion.
      await choosePlace(dialog, /^Destination/, "Busness Bay", "Business Bay, Dubai");
      await saveScreenshot(page, "places-quick-booking");

      await dialog.getByRole("button", { name: "Continue to Payment" }).click();
      await fillTestCard(page, "4242 4242 4242 4242");
      await dialog.getByRole("button", { name: /^Pay & Book AED/ }).click();
      await dialog.getByText("Booking Confirmed!").first().waitFor();

      const stored = await activeRequest(page);
      expect(stored).toMatchObject({
        destination: "Business Bay, Dubai",
        destinationLatitude: businessBay.latitude,
        destinationLongitude: businessBay.longitude,
        pickupLocation: pickupLabel,
      });
      // 120 px east at zoom 14 is about 1 km: the pickup moved east, not north or south.
      expect(stored.pickupLongitude - GPS.longitude).toBeGreaterThan(0.004);
      expect(stored.pickupLongitude - GPS.longitude).toBeLessThan(0.02);
      expect(Math.abs(stored.pickupLatitude - GPS.latitude)).toBeLessThan(0.002);
      await context.close();
    }, 420_000);

    it("pins a pickup without the mouse: the arrow keys move the map, a button pins its centre", async () => {
      const context = await newContext(browser, { baseURL: server.url, position: GPS });
      const page = await context.newPage();
      await signUpCustomer(page, { name: "Keys Pin", email: `keys.pin.${Date.now()}@example.ae` });
      await page.locator("[data-map-ready=true]").waitFor({ timeout: 180_000 });
      await addVehicleAndBookNow(page, /^Towing/, {
        name: "Keyed Lexus",
        make: "Lexus",
        model: "LX",
        plate: "DXB P 4321",
      });
      await page.getByRole("button", { name: new RegExp(`^Select ${captain.name} for AED`) }).click();
      const dialog = page.getByRole("dialog", { name: /^Book / });
      const pickupBox = dialog.getByRole("combobox", { name: /^Pickup location/ });
      await tabTo(page, dialog.getByRole("button", { name: "Pick on map" }).first(), "Pick on map");
      await page.keyboard.press("Enter");
      const canvas = dialog.getByTestId("pin-map").locator("canvas");
      await dialog.getByTestId("place-pin").waitFor({ timeout: 120_000 });
      await tabTo(page, canvas, "the pin map");
      // MapLibre pans 100 px a press (animated; a press during the animation goes on from where the
      // map is): at least 100 px east in all. The button pins the centre once the map has stopped.
      for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
      await tabTo(page, dialog.getByRole("button", { name: "Pin the centre of the map" }), "Pin the centre");
      await page.keyboard.press("Enter");
      await expect.poll(() => pickupBox.inputValue(), { timeout: 15_000 }).toMatch(/Dubai$|^Pinned point/);

      await choosePlace(dialog, /^Destination/, "Busness Bay", "Business Bay, Dubai");
      await dialog.getByRole("button", { name: "Continue to Payment" }).click();
      await fillTestCard(page, "4242 4242 4242 4242");
      await dialog.getByRole("button", { name: /^Pay & Book AED/ }).click();
      await dialog.getByText("Booking Confirmed!").first().waitFor();
      const stored = await activeRequest(page);
      // Pinned east of the GPS position (three 100 px steps at zoom 14 are about 2.5 km), not north or south.
      expect(stored.pickupLongitude - GPS.longitude).toBeGreaterThan(0.004);
      expect(stored.pickupLongitude - GPS.longitude).toBeLessThan(0.05);
      expect(Math.abs(stored.pickupLatitude - GPS.latitude)).toBeLessThan(0.002);
      await context.close();
    }, 420_000);
  },
);
