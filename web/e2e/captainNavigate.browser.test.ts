import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sessionCookieOf } from "../../graphql/testing/scenario";
import { postGraphql } from "../../graphql/testing/testClients";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";
import { ProviderApi } from "./support/providerApi";

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
const REQUEST_SERVICE = `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id } }`;

/** Where the customer waits (Dubai Mall): the Navigate link must carry exactly these. */
const PICKUP = { latitude: 25.1972, longitude: 55.2744 };

async function bookCaptain(server: ProductServer, providerId: string): Promise<string> {
  const login = await postGraphql<{ login: { id: string } }>(server.url, LOGIN, {
    email: "aisha@example.ae",
    password: "demo1234",
  });
  if (!login.result.data) throw new Error(`customer sign-in failed: ${JSON.stringify(login.result.errors)}`);
  const booked = await postGraphql<{ requestService: { id: string } }>(
    server.url,
    REQUEST_SERVICE,
    {
      input: {
        serviceType: "TOWING",
        paymentMethod: "CASH",
        pickup: { location: "Dubai Mall, Financial Centre Rd", ...PICKUP },
        destination: { location: "Al Quoz Industrial Area 3", latitude: 25.135, longitude: 55.23 },
        vehicle: { make: "Toyota", model: "Camry", year: 2020, color: "White", licensePlate: "D 12345" },
        providerId,
      },
    },
    sessionCookieOf(login.setCookie),
  );
  if (!booked.result.data) throw new Error(`booking failed: ${JSON.stringify(booked.result.errors)}`);
  return booked.result.data.requestService.id;
}

describeInBrowser("the captain's Navigate button (built app, real server)", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startProductServer({ SIMULATE_FLEET: "0", SIMULATE_DEMAND: "0", OFFER_TIMEOUT_SECONDS: "300" }),
      launchChromium(),
    ]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("leads to the pickup's coordinates in Google Maps, Waze and Apple Maps once a job is accepted", async () => {
    const captain = await ProviderApi.register(server, "Navigate Test Captain", {
      latitude: 25.21,
      longitude: 55.27,
    });
    const requestId = await bookCaptain(server, captain.id);
    await captain.accept(requestId);

    const context = await newContext(browser, { baseURL: server.url });
    const [name, value] = captain.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto("/provider");
    await expect
      .poll(() => page.getByTestId("map-job").textContent(), { timeout: 30_000 })
      .toContain(requestId.slice(-6));

    await page.getByRole("button", { name: "Navigate to pickup" }).click();
    const google = page.getByRole("menuitem", { name: "Google Maps" });
    await google.waitFor({ timeout: 10_000 });
    expect(await google.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=25.197200,55.274400&travelmode=driving",
    );
    expect(await google.getAttribute("target")).toBe("_blank");
    expect(await page.getByRole("menuitem", { name: "Waze" }).getAttribute("href")).toBe(
      "https://waze.com/ul?ll=25.197200,55.274400&navigate=yes",
    );
    expect(await page.getByRole("menuitem", { name: "Apple Maps" }).getAttribute("href")).toBe(
      "https://maps.apple.com/?daddr=25.197200,55.274400&dirflg=d",
    );
    await saveScreenshot(page, "captain-navigate-to-pickup");
    await context.close();
  }, 300_000);
});
