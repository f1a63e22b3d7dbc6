import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { verifyEmail } from "../../command-api/commands/emailVerificationCommands";
import { SYSTEM } from "../../domain/shared/actor";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { graphqlSignIn } from "./support/graphqlSession";
import { type ProductServer, startProductServer } from "./support/productServer";

/** The seeded demo customer (infra/seed/demoAccounts.ts), password demo1234. */
const CUSTOMER_EMAIL = "aisha@example.ae";
const DEMO_PASSWORD = "demo1234";
const SUSPENSION_REASON = "Documents found to be forged";

/** A tiny but real PDF and a 1×1 PNG: the server recognises papers by their first bytes. */
const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A date a year from now (YYYY-MM-DD): every paper and profile expiry in this test. */
const NEXT_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

const REQUEST_SERVICE = `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id status } }`;

/** Signs a demo account in through the sign-in screen's demo panel. */
async function signInDemo(page: Page, role: "customer" | "provider", label: string): Promise<void> {
  await page.goto(`/login?role=${role}`);
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Prints how long each step took: on a loaded machine that says where the time went. */
function stepClock(): (step: string) => void {
  const started = Date.now();
  return (step) => console.info(`[onboarding e2e] ${((Date.now() - started) / 1000).toFixed(1)} s: ${step}`);
}

async function uploadPaper(
  page: Page,
  paper: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const region = page.getByRole("region", { name: paper, exact: true });
  await region.getByLabel(/^File/).setInputFiles(file);
  await region.getByLabel(/^Expiry date/).fill(NEXT_YEAR);
  await region.getByRole("button", { name: /^Upload/ }).click();
  await expect
    .poll(() => region.getByTestId("paper-state").textContent(), { timeout: 15_000 })
    .toBe("Pending review");
  await region.getByRole("link", { name: `View ${file.name}` }).waitFor();
}

describeInBrowser(
  "a new captain is onboarded, approved, works, and is suspended (built app, real server)",
  () => {
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

    it("signs up, completes the profile and papers, waits for review offline, is approved, gets an offer, is suspended", async () => {
      const step = stepClock();
      const name = `Falcon Tow ${Date.now().toString(36)}`;
      const email = `falcon-${Date.now().toString(36)}@captains.ae`;

      // 1. A new captain signs up and lands on their onboarding.
      const captainPage = await (await newContext(browser, { baseURL: server.url })).newPage();
      captainPage.on("console", (message) => {
        if (message.type() === "error") console.warn(`[captain browser] ${message.text()}`);
      });
      await captainPage.goto("/login?tab=register&role=provider");
      const form = captainPage.getByRole("tabpanel", { name: "Register" });
      await form.getByLabel(/^Full Name/).fill(name);
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel(/^Phone/).fill("+971 50 555 0177");
      await form.getByLabel(/^Password/).fill("tow-truck-7");
      await form.getByLabel(/^Confirm Password/).fill("tow-truck-7");
      await form.getByRole("button", { name: "Create Account" }).click();
      await captainPage.waitForURL((url) => url.pathname === "/provider/onboarding");
      await captainPage.getByRole("heading", { name: "Captain onboarding" }).waitFor({ timeout: 20_000 });
      await captainPage.getByTestId("captain-status").getByText("Application incomplete").waitFor();
      step("signed up, on onboarding");

      // The mailed link has its own browser test (emailVerification.browser.test.ts): the system vouches here.
      const captainId = await captainPage.evaluate(
        async () =>
          ((await (await fetch("/api/auth/me", { credentials: "include" })).json()) as { id: string }).id,
      );
      await verifyEmail(server.app.commands)(
        { accountId: captainId },
        { actor: SYSTEM, correlationId: `verify-${captainId}`, causationId: null },
      );

      // 2. The business profile.
      const profile = captainPage.getByRole("form", { name: "Business profile" });
      await profile.getByLabel(/^Trade name/).fill(`${name} LLC`);
      await profile.getByLabel(/^Emirates ID/).fill("784-1990-1234567-1");
      await profile.getByLabel(/^Trade licence number/).fill("DED-778899");
      await profile.getByLabel(/^Trade licence expiry/).fill(NEXT_YEAR);
      await profile.getByLabel(/^Insurance policy number/).fill("POL-445566");
      await profile.getByLabel(/^Insurance expiry/).fill(NEXT_YEAR);
      await profile
        .getByRole("group", { name: /Emirates you serve/ })
        .getByText("Dubai", { exact: true })
        .click();
      await profile
        .getByRole("group", { name: /Services you offer/ })
        .getByText("Jump start", { exact: true })
        .click();
      await profile.getByRole("button", { name: "Save business profile" }).click();
      await captainPage.getByText("Business Profile Saved").first().waitFor({ timeout: 15_000 });
      step("profile saved");

      // 3. The three papers, and the submission.
      const submit = captainPage.getByRole("button", { name: "Submit for review" });
      expect(await submit.isDisabled()).toBe(true);
      await uploadPaper(captainPage, "Trade licence", {
        name: "licence.pdf",
        mimeType: "application/pdf",
        buffer: TINY_PDF,
      });
      await uploadPaper(captainPage, "Insurance certificate", {
        name: "insurance.pdf",
        mimeType: "application/pdf",
        buffer: TINY_PDF,
      });
      await uploadPaper(captainPage, "Emirates ID", {
        name: "emirates-id.png",
        mimeType: "image/png",
        buffer: TINY_PNG,
      });
      await expect.poll(() => submit.isDisabled(), { timeout: 10_000 }).toBe(false);
      await submit.click();
      await captainPage
        .getByTestId("captain-status")
        .getByText("Under review", { exact: true })
        .waitFor({ timeout: 15_000 });
      await saveScreenshot(captainPage, "captain-onboarding-under-review");
      step("submitted for review");

      // 4. Under review, the dashboard's online switch is off-limits and says why.
      await captainPage.getByRole("link", { name: "Back to dashboard" }).click();
      await captainPage.getByRole("heading", { name: "Enterprise Dashboard" }).waitFor({ timeout: 20_000 });
      await captainPage
        .getByTestId("captain-status")
        .getByText("Under review", { exact: true })
        .waitFor({ timeout: 15_000 });
      const onlineText = captainPage.getByTestId("online-text");
      await expect.poll(() => onlineText.textContent(), { timeout: 15_000 }).toContain("under review");
      const toggle = captainPage.getByTestId("online-switch").locator("input");
      expect(await toggle.isDisabled()).toBe(true);
      await saveScreenshot(captainPage, "captain-dashboard-under-review");

      // 5. The admin approves them in the panel's Verification tab.
      const adminPage = await (await newContext(browser, { baseURL: server.url })).newPage();
      await signInDemo(adminPage, "customer", "Use the admin demo account admin@roadside.ae");
      await adminPage.waitForURL((url) => url.pathname === "/");
      await adminPage.goto("/admin-panel");
      await adminPage.getByRole("tab", { name: /Verification/ }).click();
      const queue = adminPage.getByRole("table", { name: "Verification queue" });
      await queue.getByRole("button", { name }).click({ timeout: 15_000 });
      const review = adminPage.getByRole("region", { name: `Review of ${name}` });
      await review.getByRole("link", { name: "Open licence.pdf" }).waitFor();
      await review.getByRole("img", { name: `Emirates ID of ${name}` }).waitFor();
      await saveScreenshot(adminPage, "admin-verification-review");
      await review.getByRole("button", { name: "Approve", exact: true }).click();
      const approveDialog = adminPage.getByRole("dialog", { name: "Approve captain" });
      await approveDialog.getByLabel("Note").fill("Licence and insurance checked with the issuers");
      await approveDialog.getByRole("button", { name: "Approve", exact: true }).click();
      await queue.getByRole("button", { name }).waitFor({ state: "detached", timeout: 15_000 });
      step("approved by the admin");

      // 6. The captain's dashboard shows the approval without a reload; they go online.
      await captainPage
        .getByTestId("captain-status")
        .getByText("Approved", { exact: true })
        .waitFor({ timeout: 15_000 });
      await expect.poll(() => toggle.isDisabled(), { timeout: 15_000 }).toBe(false);
      await toggle.focus();
      await captainPage.keyboard.press("Space");
      await expect
        .poll(() => onlineText.textContent(), { timeout: 15_000 })
        .toBe("Receiving requests from enterprise clients");
      step("online");

      // 7. A customer books them; the offer reaches their dashboard live.
      const customer = await graphqlSignIn(server.url, CUSTOMER_EMAIL, DEMO_PASSWORD);
      const booked = await customer.run<{ requestService: { id: string } }>(REQUEST_SERVICE, {
        input: {
          serviceType: "JUMP_START",
          // Cash: this walk is not about paying.
          paymentMethod: "CASH",
          pickup: { location: "Dubai Mall, Financial Centre Rd", latitude: 25.1972, longitude: 55.2744 },
          vehicle: { make: "Toyota", model: "Camry", year: 2020, color: "White", licensePlate: "D 12345" },
          providerId: captainId,
        },
      });
      await captainPage.locator(`[data-offer-id="${booked.requestService.id}"]`).waitFor({ timeout: 20_000 });
      await saveScreenshot(captainPage, "approved-captain-offer");
      step("offer received");

      // 8. The admin suspends them; the captain's screen says so at once.
      await adminPage.getByRole("tab", { name: "User Management" }).click();
      await adminPage.getByRole("tab", { name: "Providers" }).click();
      await adminPage.getByLabel("Search users").fill(name);
      await adminPage.getByRole("button", { name }).first().click();
      const standing = adminPage.getByLabel("Account standing");
      await standing.getByText("active").waitFor({ timeout: 15_000 });
      await standing.getByRole("button", { name: "Suspend account" }).click();
      const suspendDialog = adminPage.getByRole("dialog", { name: "Suspend account" });
      await suspendDialog.getByLabel("Reason").fill(SUSPENSION_REASON);
      await suspendDialog.getByRole("button", { name: "Suspend", exact: true }).click();
      await standing.getByText("suspended", { exact: true }).waitFor({ timeout: 15_000 });
      await captainPage.getByText("Account suspended").first().waitFor({ timeout: 10_000 });
      await saveScreenshot(captainPage, "onboarded-captain-suspended");
      step("suspended");
    }, 240_000);
  },
);
