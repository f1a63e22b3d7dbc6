import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { verifyEmail } from "../../command-api/commands/emailVerificationCommands";
import { onboardApprovedCaptain } from "../../command-api/onboarding/captainOnboarding";
import { SYSTEM } from "../../domain/shared/actor";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { id name } }`;
const BOOK = `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id status } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptJob(requestId: $id) { id status } }`;
const START = `mutation Start($id: ID!) { startJob(requestId: $id) { id status } }`;
const REPORT = `mutation At($lat: Float!, $lng: Float!) { reportLocation(latitude: $lat, longitude: $lng) { userId } }`;

interface Account {
  id: string;
  name: string;
  context: BrowserContext;
}

/** One GraphQL call with the context's cookies, as the app makes it; throws with the server's errors. */
async function graphql<T>(
  context: BrowserContext,
  url: string,
  query: string,
  variables: object,
): Promise<T> {
  const response = await context.request.post(`${url}/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

describeInBrowser("profile, fleet, family sharing and chat (built app, real server)", () => {
  let server: ProductServer;
  let browser: Browser;
  let customer: Account;
  let provider: Account;
  let requestId: string;
  /** The customer's one tab: later steps move on inside the app, as a person would, without reloading it. */
  let page: Page;

  /** Signs an account up through the register mutation in its own browser context (the cookie stays there). */
  async function signUp(userType: "CUSTOMER" | "PROVIDER", name: string): Promise<Account> {
    const context = await newContext(browser, { baseURL: server.url });
    const input = {
      name,
      email: `${userType.toLowerCase()}-${randomUUID()}@example.ae`,
      phone: "+971 50 123 4567",
      password: "secret-123",
      userType,
      ...(userType === "PROVIDER" ? { latitude: 25.21, longitude: 55.28, isOnline: true } : {}),
    };
    const { register } = await graphql<{ register: { id: string; name: string } }>(
      context,
      server.url,
      REGISTER,
      {
        input,
      },
    );
    if (userType === "PROVIDER") {
      // Captains go online once their email is verified and an admin approved their papers: the
      // system vouches and approves here, as seeding does (the mailed link and the onboarding
      // screens have their own tests).
      await verifyEmail(server.app.commands)(
        { accountId: register.id },
        { actor: SYSTEM, correlationId: `verify-${register.id}`, causationId: null },
      );
      await onboardApprovedCaptain(server.app.commands, { providerId: register.id, name });
      await graphql(
        context,
        server.url,
        "mutation { setOnline(online: true, latitude: 25.21, longitude: 55.28) { id } }",
        {},
      );
    }
    const stored = { id: register.id, name, userType: userType.toLowerCase() };
    // The app reads who is signed in from local storage first (spec §2.1); the cookie is the truth.
    await context.addInitScript((user) => localStorage.setItem("user", JSON.stringify(user)), stored);
    return { id: register.id, name, context };
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startProductServer({ SIMULATE_FLEET: "0", SEED_DEMO: "0" }),
      launchChromium(),
    ]);
    [customer, provider] = await Promise.all([
      signUp("CUSTOMER", "Aisha Test"),
      signUp("PROVIDER", "Khalid Captain"),
    ]);
    const { requestService } = await graphql<{ requestService: { id: string } }>(
      customer.context,
      server.url,
      BOOK,
      {
        input: {
          serviceType: "TOWING",
          // Cash: this walk is not about paying.
          paymentMethod: "CASH",
          pickup: { location: "Dubai Mall", latitude: 25.1972, longitude: 55.2744 },
          destination: { location: "Al Quoz garage", latitude: 25.135, longitude: 55.23 },
          vehicle: { make: "Toyota", model: "Camry", year: 2020, color: "white", licensePlate: "D 12345" },
          providerId: provider.id,
        },
      },
    );
    requestId = requestService.id;
    await graphql(provider.context, server.url, ACCEPT, { id: requestId });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("edits the profile, adds and removes a vehicle, and adds an emergency contact", async () => {
    page = await customer.context.newPage();
    await page.goto("/profile");
    const name = page.getByRole("textbox", { name: /Full Name/ });
    await name.waitFor({ timeout: 20_000 });
    await name.fill("Aisha Al Mansouri");
    await page.getByRole("textbox", { name: "Address" }).fill("Villa 12, Al Wasl Road");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Profile Updated").first().waitFor();
    await page.getByText("Villa 12, Al Wasl Road", { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Aisha Al Mansouri");
    await saveScreenshot(page, "profile-overview");

    await page.getByRole("tab", { name: "My Fleet" }).click();
    await page.getByRole("button", { name: "Add Vehicle" }).click();
    await page.getByText("Vehicle name is required").waitFor();
    await page.getByRole("textbox", { name: /Vehicle name/ }).fill("Family SUV");
    await page.getByRole("textbox", { name: /Licence plate/ }).fill("DXB B 777");
    await page.getByRole("textbox", { name: /^Make/ }).fill("Nissan");
    await page.getByRole("textbox", { name: /^Model/ }).fill("Patrol");
    await page.getByRole("textbox", { name: "Year" }).fill("2022");
    await page.getByRole("button", { name: "Add Vehicle" }).click();
    const saved = page.getByRole("list", { name: "Saved vehicles" }).getByRole("listitem");
    await saved.filter({ hasText: "Family SUV" }).waitFor();
    expect(await saved.filter({ hasText: "Family SUV" }).textContent()).toContain("Primary");
    await saveScreenshot(page, "profile-fleet");
    await page.getByRole("button", { name: "Remove Family SUV" }).click();
    await page.getByText("No saved vehicles yet. Add one below.").waitFor();

    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("textbox", { name: "Contact name" }).fill("Mariam");
    await page.getByRole("textbox", { name: "Contact phone" }).fill("+971 50 222 3344");
    await page.getByRole("button", { name: "Add Contact" }).click();
    await page.getByRole("list", { name: "Emergency contacts" }).getByText("Mariam").waitFor();
    await saveScreenshot(page, "profile-settings");
  }, 60_000);

  it("shares the trip and an anonymous browser follows its status live on /track/<token>", async () => {
    await page.getByRole("tab", { name: "Activity" }).click();
    await page.getByRole("link", { name: "Service History" }).click();
    await page.getByRole("button", { name: "Family Safety" }).click();
    await page.getByRole("button", { name: "Share trip with Mariam" }).click();
    const link = page.getByRole("textbox", { name: "Tracking link for Mariam" });
    await link.waitFor();
    const trackingUrl = await link.inputValue();
    expect(trackingUrl).toMatch(new RegExp(`^${server.url}/track/[A-Za-z0-9_-]{20,}$`));
    await saveScreenshot(page, "family-safety");
    await page.getByRole("button", { name: "Close", exact: true }).first().click();

    const visitor = await newContext(browser, { baseURL: server.url });
    const follow = await visitor.newPage();
    await follow.goto(new URL(trackingUrl).pathname);
    const status = follow.getByTestId("shared-trip-status-text");
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe("Your request has been accepted");
    expect(await follow.getByText("Khalid Captain").count()).toBe(1);
    await saveScreenshot(follow, "shared-trip-accepted");

    await graphql(provider.context, server.url, START, { id: requestId });
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("Provider is on the way");
    // The customer's own history, open all along, moved on too (the myRequests subscription).
    await page.getByText("in-progress", { exact: true }).waitFor({ timeout: 10_000 });
    // The captain's position moves the page too: 2 km north of the pickup is "En Route".
    await graphql(provider.context, server.url, REPORT, { lat: 25.1972 + 2 * 0.009, lng: 55.2744 });
    await follow.getByText("En Route").waitFor({ timeout: 10_000 });
    expect(await follow.getByText("Arrives in").count()).toBe(1);
    // The captain and the pickup on the offline map (its code loads after the text). Software WebGL on
    // a busy machine can take minutes to set a map up; its first frame is maplibre's load.
    const map = follow.getByRole("region", { name: "Map of the captain and the pickup" });
    await map.waitFor({ timeout: 20_000 });
    await follow.locator("[data-map-ready=true]").waitFor({ timeout: 180_000 });
    expect(await map.getByText("Map unavailable").count()).toBe(0);
    // The markers are deck.gl's, drawn once the base map is (MapCanvas); the captain's then glides
    // in (1.5 s, buildLayers): let the screenshot show it in place.
    await follow.locator("[data-overlay-ready=true]").waitFor({ timeout: 180_000 });
    await follow.waitForTimeout(2000);
    await saveScreenshot(follow, "shared-trip-live");
    await visitor.close();
  }, 240_000);

  it("lets the customer and the captain exchange messages live", async () => {
    const mine = page;
    const theirs = await provider.context.newPage();
    await theirs.goto("/history");
    await mine.getByRole("button", { name: "Message" }).click();
    await theirs.getByRole("button", { name: "Message" }).click();
    const send = async (page: Page, text: string) => {
      const input = page.getByRole("textbox", { name: "Message" });
      await input.fill(text);
      await input.press("Enter");
    };
    const log = (page: Page) => page.getByRole("log", { name: "Messages" });

    await log(mine).getByText("No messages yet. Say hello.").waitFor();
    await send(theirs, "On my way, 5 minutes");
    await log(mine).getByText("On my way, 5 minutes").waitFor({ timeout: 10_000 });
    await send(mine, "Thank you, I'm by the main entrance");
    await log(theirs).getByText("Thank you, I'm by the main entrance").waitFor({ timeout: 10_000 });
    // Both messages, once each (the sender's copy shows at once and is then replaced by the server's).
    await expect.poll(() => log(mine).getByRole("listitem").count(), { timeout: 10_000 }).toBe(2);
    await saveScreenshot(mine, "chat-customer");
    await saveScreenshot(theirs, "chat-captain");
    // The same screens on a 375 px phone: the dialog fills the screen, the history stacks.
    await mine.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(mine, "chat-phone");
    await mine.keyboard.press("Escape");
    await mine.getByRole("button", { name: "Message" }).waitFor();
    await saveScreenshot(mine, "history-phone");
  }, 60_000);
});
