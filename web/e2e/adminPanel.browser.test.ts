import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { graphqlSignIn } from "./support/graphqlSession";
import { type ProductServer, startProductServer } from "./support/productServer";

const PASSWORD = "demo1234";
const started = Date.now();
/** Where a slow run spent its time (E2E_STEPS=1). */
const step = (name: string) => {
  if (process.env.E2E_STEPS) console.info(`${name} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/** The number on a metric card, e.g. "Requests today" → 3 or "Revenue today" → 550.25. */
async function cardNumber(page: Page, label: string): Promise<number> {
  const text = await page.getByLabel(label, { exact: true }).getByTestId("metric-value").textContent();
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

/** The live fleet map's legend: how many captains are available and how many are on a job. */
async function fleetCounts(page: Page): Promise<{ available: number; busy: number }> {
  const text = (await page.getByTestId("fleet-counts").textContent()) ?? "";
  const [, available, busy] = /available \((\d+)\).*on a job \((\d+)\)/.exec(text) ?? [];
  return { available: Number(available), busy: Number(busy) };
}

const total = (counts: { available: number; busy: number }) => counts.available + counts.busy;

describeInBrowser("admin panel (built app, real server)", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer({ SIMULATE_FLEET: "0" }), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it(
    "shows a job live on the cards and the fleet map, its timeline with actors, a rebuild reaching 100% and a CSV export",
    async () => {
      step("started");
      const context = await newContext(browser, { baseURL: server.url });
      const page = await context.newPage();
      await page.goto("/login?role=customer");
      await page.getByRole("button", { name: "Use the admin demo account admin@roadside.ae" }).click();
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      step("signed in");
      await page.goto("/admin-panel");
      await expect
        .poll(() => page.getByLabel("Requests today", { exact: true }).count(), { timeout: 20_000 })
        .toBe(1);
      const requestsBefore = await cardNumber(page, "Requests today");
      const revenueBefore = await cardNumber(page, "Revenue today");
      await saveScreenshot(page, "admin-overview-before");
      step("panel shown");

      // The other side of the scenario: a customer books Khalid, who accepts, starts and completes it.
      const [customer, captain] = await Promise.all([
        graphqlSignIn(server.url, "aisha@example.ae", PASSWORD),
        graphqlSignIn(server.url, "khalid@captains.ae", PASSWORD),
      ]);
      await captain.run("mutation { setOnline(online: true, latitude: 25.2, longitude: 55.275) { id } }");
      const { requestService } = await customer.run<{ requestService: { id: string } }>(
        `mutation($input: RequestServiceInput!) { requestService(input: $input) { id } }`,
        {
          input: {
            serviceType: "TOWING",
            // Cash: this walk is not about paying.
            paymentMethod: "CASH",
            pickup: { location: "Dubai Mall", latitude: 25.1972, longitude: 55.2744 },
            destination: { location: "Al Quoz garage", latitude: 25.135, longitude: 55.23 },
            vehicle: { make: "Toyota", model: "Camry", year: 2020, color: "white", licensePlate: "D 12345" },
            providerId: captain.id,
          },
        },
      );
      const requestId = requestService.id;
      const jobStep = (name: string) =>
        captain.run(`mutation($id: ID!) { ${name}(requestId: $id) { id } }`, { id: requestId });

      // The live fleet map (started when scrolled to) counts the captain, then sees him busy and free again.
      await page.getByRole("heading", { name: "Live fleet" }).scrollIntoViewIfNeeded();
      await page.getByRole("region", { name: "Live fleet map of the UAE" }).waitFor({ timeout: 30_000 });
      await expect.poll(async () => total(await fleetCounts(page)), { timeout: 15_000 }).toBeGreaterThan(0);
      const fleetBefore = await fleetCounts(page);
      await jobStep("acceptJob");
      await expect
        .poll(async () => (await fleetCounts(page)).busy, { timeout: 15_000 })
        .toBe(fleetBefore.busy + 1);
      await saveScreenshot(page, "admin-fleet-busy");
      await jobStep("startJob");
      await jobStep("completeJob");
      await expect
        .poll(async () => (await fleetCounts(page)).busy, { timeout: 15_000 })
        .toBe(fleetBefore.busy);
      expect(total(await fleetCounts(page))).toBe(total(fleetBefore));
      step("fleet map followed the captain");
      await page.evaluate(() => window.scrollTo(0, 0));

      step("job done");
      // The cards move by themselves (subscription), no reload.
      await expect
        .poll(() => cardNumber(page, "Requests today"), { timeout: 15_000 })
        .toBe(requestsBefore + 1);
      await expect
        .poll(() => cardNumber(page, "Revenue today"), { timeout: 15_000 })
        .toBeGreaterThan(revenueBefore);
      await saveScreenshot(page, "admin-overview-after-job");
      step("cards moved");

      // The request's timeline: every event with who caused it and the state after it.
      await page.getByRole("tab", { name: "Operations" }).click();
      await page.getByPlaceholder("Full request id").fill(requestId);
      await page.getByRole("button", { name: "Show timeline" }).click();
      const timeline = page.getByRole("table", { name: "Request timeline" });
      await expect
        .poll(() => timeline.locator("tbody tr").count(), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(4);
      const rows = await timeline
        .locator("tbody tr")
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
        );
      const byType = new Map(rows.map((cells) => [cells[2], cells]));
      expect(byType.get("ServiceRequested")?.[3]).toBe(`customer ${customer.id}`);
      expect(byType.get("JobAccepted")?.[3]).toBe(`provider ${captain.id}`);
      expect(byType.get("JobStarted")?.[3]).toBe(`provider ${captain.id}`);
      expect(byType.get("JobCompleted")?.[3]).toBe(`provider ${captain.id}`);
      expect(byType.get("JobAccepted")?.[4]).toContain("accepted");
      expect(byType.get("JobCompleted")?.[4]).toMatch(/^completed/);
      await saveScreenshot(page, "admin-request-timeline");
      step("timeline");

      // User Management: find the customer, then their history with this request in it.
      await page.getByRole("tab", { name: "User Management" }).click();
      await page.getByLabel("Search users").fill("aisha");
      const users = page.getByRole("table", { name: "Users" });
      await expect.poll(() => users.locator("tbody tr").count(), { timeout: 10_000 }).toBe(1);
      await users.getByRole("button", { name: /Aisha/ }).click();
      const history = page.getByRole("table", { name: "User history" });
      await expect
        .poll(() => history.getByRole("button", { name: `#${requestId.slice(-6)}` }).count(), {
          timeout: 10_000,
        })
        .toBe(1);
      await saveScreenshot(page, "admin-user-management");

      // Rebuild a read model and watch the bar reach 100%.
      await page.getByRole("tab", { name: "System" }).click();
      await expect
        .poll(() => page.getByTestId("fact-Kind").textContent(), { timeout: 10_000 })
        .toBe("pglite");
      await page.getByRole("button", { name: "Rebuild request_history" }).click();
      await expect
        .poll(() => page.getByTestId("rebuild-request_history").textContent(), { timeout: 20_000 })
        .toBe("Rebuilt: 100%");
      expect(
        await page
          .getByRole("progressbar", { name: "Rebuild of request_history" })
          .getAttribute("aria-valuenow"),
      ).toBe("100");
      await saveScreenshot(page, "admin-system-rebuilt");
      step("rebuilt");

      // Analytics for the last 7 days, exported as CSV.
      await page.getByRole("tab", { name: "Analytics" }).click();
      const exportButton = page.getByRole("button", { name: "Export CSV" });
      await expect.poll(() => exportButton.isEnabled(), { timeout: 10_000 }).toBe(true);
      const [download] = await Promise.all([page.waitForEvent("download"), exportButton.click()]);
      expect(download.suggestedFilename()).toMatch(
        /^roadside-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = await readFile((await download.path())!, "utf8");
      const [header, ...lines] = csv.trimEnd().split("\r\n");
      expect(header).toBe(
        "day,emirate,region,service,requests,completed,cancelled,unassigned,revenue_aed,mean_response_minutes",
      );
      const dubaiTowing = lines
        .map((line) => line.split(","))
        .filter((cells) => cells[1] === "Dubai" && cells[3] === "towing");
      expect(dubaiTowing.reduce((sum, cells) => sum + Number(cells[5]), 0)).toBeGreaterThanOrEqual(1);
      await saveScreenshot(page, "admin-analytics");
      await context.close();
    },
    // A bound for loaded CI machines; unloaded, the whole file takes well under that.
    Number(process.env.E2E_TIMEOUT_MS ?? 180_000),
  );
});
