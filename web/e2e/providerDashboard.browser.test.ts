import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sessionCookieOf } from "../../graphql/testing/scenario";
import { postGraphql } from "../../graphql/testing/testClients";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

/** The seeded demo captain (infra/seed/demoAccounts.ts) and customer, password demo1234. */
const KHALID_ID = "0190a000-0000-7000-8000-000000000021";
const CUSTOMER_EMAIL = "aisha@example.ae";
const DEMO_PASSWORD = "demo1234";

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
const REQUEST_SERVICE = `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id status } }`;

/** A customer's booking of the demo captain, made through GraphQL as the customer app does. */
async function bookKhalid(server: ProductServer): Promise<string> {
  const login = await postGraphql<{ login: { id: string } }>(server.url, LOGIN, {
    email: CUSTOMER_EMAIL,
    password: DEMO_PASSWORD,
  });
  if (!login.result.data) throw new Error(`customer sign-in failed: ${JSON.stringify(login.result.errors)}`);
  const booked = await postGraphql<{ requestService: { id: string; status: string } }>(
    server.url,
    REQUEST_SERVICE,
    {
      input: {
        serviceType: "TOWING",
        // Cash: this walk is not about paying.
        paymentMethod: "CASH",
        pickup: { location: "Dubai Mall, Financial Centre Rd", latitude: 25.1972, longitude: 55.2744 },
        destination: { location: "Al Quoz Industrial Area 3", latitude: 25.135, longitude: 55.23 },
        vehicle: { make: "Toyota", model: "Camry", year: 2020, color: "White", licensePlate: "D 12345" },
        providerId: KHALID_ID,
      },
    },
    sessionCookieOf(login.setCookie),
  );
  if (!booked.result.data) throw new Error(`booking failed: ${JSON.stringify(booked.result.errors)}`);
  return booked.result.data.requestService.id;
}

/** Prints how long each step took: on a loaded machine that says where the time went. */
function stepClock(): (step: string) => void {
  const started = Date.now();
  return (step) => console.info(`[provider e2e] ${((Date.now() - started) / 1000).toFixed(1)} s: ${step}`);
}

const rowOf = (page: Page, requestId: string) => page.locator(`tr[data-request-id="${requestId}"]`);

describeInBrowser("provider dashboard (built app, real server)", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      // No simulated captains or customers: the only offer is the one this test books. A long offer
      // timeout keeps dispatch from withdrawing it while the browser works on a slow machine.
      startProductServer({ SIMULATE_FLEET: "0", SIMULATE_DEMAND: "0", OFFER_TIMEOUT_SECONDS: "300" }),
      launchChromium(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("a captain goes online, gets an offer live, and accepts, starts and completes it from the table", async () => {
    const step = stepClock();
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    // The browser's own errors explain a failure better than a timeout does.
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        console.warn(`[browser] ${message.text()}`);
    });
    await page.goto("/login?role=provider");
    await page.getByRole("button", { name: "Use the provider demo account khalid@captains.ae" }).click();
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    // Spec §2.1: a provider lands on /provider after signing in.
    await page.waitForURL((url) => url.pathname === "/provider");
    await page.getByRole("heading", { name: "Enterprise Dashboard" }).waitFor({ timeout: 20_000 });

    step("signed in");
    // The switch reflects the server; take the captain offline first if the seed left them online.
    const onlineText = page.getByTestId("online-text");
    await expect.poll(() => onlineText.textContent(), { timeout: 15_000 }).not.toContain("Checking");
    const toggle = page.getByTestId("online-switch").locator("input");
    // By keyboard: the switch is a focusable checkbox (the sign-in toast may still cover it).
    const flip = async () => {
      await toggle.focus();
      await page.keyboard.press("Space");
    };
    if (await toggle.isChecked()) {
      await flip();
      await expect
        .poll(() => onlineText.textContent(), { timeout: 15_000 })
        .toBe("Paused all incoming requests");
    }
    await flip();
    await expect
      .poll(() => onlineText.textContent(), { timeout: 15_000 })
      .toBe("Receiving requests from enterprise clients");
    const directory = await page.evaluate(async (id) => {
      const response = await fetch("/graphql", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `query($id: ID!) { provider(id: $id) { online } }`,
          variables: { id },
        }),
      });
      return (await response.json()) as { data: { provider: { online: boolean } } };
    }, KHALID_ID);
    expect(directory.data.provider.online).toBe(true);
    await page.getByRole("region", { name: "Your figures" }).locator("[data-stat]").first().waitFor();
    await saveScreenshot(page, "provider-dashboard-online");

    step("online");
    // A customer books this captain: the offer arrives live, with the spec's toast.
    const requestId = await bookKhalid(server);
    const shortId = requestId.slice(-6);
    await page.getByText("New towing request available").waitFor({ timeout: 20_000 });
    await page.locator(`[data-offer-id="${requestId}"]`).waitFor({ timeout: 10_000 });
    await expect
      .poll(() => rowOf(page, requestId).getAttribute("data-status"), { timeout: 15_000 })
      .toBe("PENDING");
    await saveScreenshot(page, "provider-dashboard-new-offer");

    step("offer shown");
    await page.getByRole("button", { name: `Accept request ${shortId}` }).click();
    await expect
      .poll(() => rowOf(page, requestId).getAttribute("data-status"), { timeout: 15_000 })
      .toBe("ACCEPTED");
    await expect.poll(() => page.locator(`[data-offer-id="${requestId}"]`).count()).toBe(0);

    step("accepted");
    await page.getByRole("button", { name: `Start request ${shortId}` }).click();
    await expect
      .poll(() => rowOf(page, requestId).getAttribute("data-status"), { timeout: 15_000 })
      .toBe("IN_PROGRESS");
    const driver = rowOf(page, requestId).locator("[data-driver-status]");
    await driver.waitFor();
    const firstText = await driver.textContent();
    await expect.poll(() => driver.textContent(), { timeout: 5_000 }).not.toBe(firstText);
    await expect
      .poll(() => page.getByTestId("map-job").textContent(), { timeout: 15_000 })
      .toContain(shortId);
    await saveScreenshot(page, "provider-dashboard-in-progress");

    step("started");
    await page.getByRole("button", { name: `Complete request ${shortId}` }).click();
    await expect
      .poll(() => rowOf(page, requestId).getAttribute("data-status"), { timeout: 15_000 })
      .toBe("COMPLETED");
    // Earnings come from the ledger once the job's tax invoice posts: one job today, priced by the server
    // (spec §9): Khalid is the only towing captain online within 10 km, so rank 1: AED 275 − 10 = 265.00
    // gross = 252.38 net + 12.62 VAT; less 15 % commission on the net (37.86) leaves AED 214.52.
    await expect
      .poll(() => page.locator('[data-stat="earnings"]').textContent(), { timeout: 20_000 })
      .toContain("AED 214.52");

    step("completed");
    await page.getByRole("button", { name: `Details of request ${shortId}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Dubai Mall, Financial Centre Rd").waitFor();
    await saveScreenshot(page, "provider-dashboard-completed-details");
    await page.keyboard.press("Escape");

    // The live map loads when asked for; it frames the job (pickup and destination pins).
    await page.getByRole("button", { name: "Show map" }).click();
    await page.getByRole("region", { name: "Your position and current job" }).waitFor({ timeout: 30_000 });
    step("map shown");
    await context.close();
  }, 150_000);
});
