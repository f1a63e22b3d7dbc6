import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../infra/seed/demoAccounts";
import { launchChromium, newContext } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

const customer = DEMO_ACCOUNTS.find((account) => account.userType === "customer")!;

/**
 * Everything the Content-Security-Policy blocked on this page: the DOM's securitypolicyviolation
 * events (recorded from before the first script runs) and Chromium's "Refused to …" console errors.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
    ...fromConsole,
  ];
}

describeInBrowser("the built app under its Content-Security-Policy", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("renders sign-in, the customer home with its live map, and history with no violation", async () => {
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    const violations = await watchViolations(page);

    await page.goto("/login?role=customer");
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    const csp = (await page.request.get("/")).headers()["content-security-policy"];
    expect(csp).toMatch(/default-src 'self'/);
    expect(await violations()).toEqual([]);

    const signedIn = await page.request.post("/api/auth/login", {
      data: { email: customer.email, password: "demo1234" },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto("/");
    await page.getByRole("heading", { name: "Emergency Services" }).waitFor({ timeout: 30_000 });
    // The map: maplibre's worker, its WebGL canvas, deck.gl's layers (their own chunk, drawn after
    // the base map) and the live fleet over /graphql.
    await page.locator("[data-map-ready=true][data-overlay-ready=true]").waitFor({ timeout: 180_000 });
    expect(await violations()).toEqual([]);

    await page.goto("/history");
    await page
      .getByRole("heading", { name: /History/i })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await violations()).toEqual([]);
    await context.close();
  }, 300_000);

  it("renders the REST API reference page (Swagger UI from our own origin) with no violation", async () => {
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto("/api/docs");
    await page.getByRole("heading", { name: /Roadside REST API/ }).waitFor({ timeout: 60_000 });
    // The operations are listed from the document, by path.
    await page.getByText("/api/requests/{id}", { exact: true }).first().waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  }, 120_000);
});
