import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

const REASON = "Repeated no-shows reported by customers";

/** Signs a demo account in through the sign-in screen's demo panel. */
async function signIn(page: Page, role: "customer" | "provider", label: string): Promise<void> {
  await page.goto(`/login?role=${role}`);
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

describeInBrowser("an admin suspends a captain (built app, real server)", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startProductServer({ SIMULATE_FLEET: "0", SIMULATE_DEMAND: "0" }),
      launchChromium(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("the captain's screen shows it at once, and signing in again says why", async () => {
    // The captain, on their dashboard and online.
    const captainPage = await (await newContext(browser, { baseURL: server.url })).newPage();
    await signIn(captainPage, "provider", "Use the provider demo account omar@captains.ae");
    await captainPage.waitForURL((url) => url.pathname === "/provider");
    await captainPage.getByRole("heading", { name: "Enterprise Dashboard" }).waitFor({ timeout: 20_000 });
    const onlineText = captainPage.getByTestId("online-text");
    await expect.poll(() => onlineText.textContent(), { timeout: 15_000 }).not.toContain("Checking");
    const toggle = captainPage.getByTestId("online-switch").locator("input");
    if (!(await toggle.isChecked())) {
      await toggle.focus();
      await captainPage.keyboard.press("Space");
    }
    await expect
      .poll(() => onlineText.textContent(), { timeout: 15_000 })
      .toBe("Receiving requests from enterprise clients");

    // The admin finds Omar in User Management and suspends him with a reason.
    const adminPage = await (await newContext(browser, { baseURL: server.url })).newPage();
    await signIn(adminPage, "customer", "Use the admin demo account admin@roadside.ae");
    await adminPage.waitForURL((url) => url.pathname === "/");
    await adminPage.goto("/admin-panel");
    await adminPage.getByRole("tab", { name: "User Management" }).click();
    await adminPage.getByRole("tab", { name: "Providers" }).click();
    await adminPage.getByLabel("Search users").fill("omar");
    await adminPage.getByRole("button", { name: /Omar/ }).first().click();
    const standing = adminPage.getByLabel("Account standing");
    await standing.getByText("active").waitFor({ timeout: 15_000 });
    await standing.getByRole("button", { name: "Suspend account" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Suspend account" });
    await dialog.getByLabel("Reason").fill(REASON);
    await dialog.getByRole("button", { name: "Suspend", exact: true }).click();
    await standing.getByText("suspended", { exact: true }).waitFor({ timeout: 15_000 });
    await adminPage.getByLabel("Account history").getByText(REASON, { exact: false }).waitFor();
    // The list says so too: suspended, and offline (the suspension took him offline).
    const users = adminPage.getByRole("table", { name: "Users" });
    await users.getByText("suspended", { exact: true }).waitFor({ timeout: 15_000 });
    await users.getByText("offline", { exact: true }).waitFor({ timeout: 15_000 });
    await saveScreenshot(adminPage, "admin-suspended-captain");

    // The captain's screen: the live connection closed, the app says so and leaves the dashboard.
    await captainPage.getByText("Account suspended").waitFor({ timeout: 10_000 });
    await captainPage
      .getByRole("heading", { name: "Enterprise Dashboard" })
      .waitFor({ state: "detached", timeout: 10_000 });
    await saveScreenshot(captainPage, "captain-suspended");

    // Signing in again is refused with the admin's reason.
    await signIn(captainPage, "provider", "Use the provider demo account omar@captains.ae");
    await captainPage
      .getByText(`Your account is suspended: ${REASON}. Contact support to have it reinstated.`)
      .waitFor({ timeout: 10_000 });
  }, 180_000);
});
