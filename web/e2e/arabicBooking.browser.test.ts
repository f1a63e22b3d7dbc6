import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import adminAr from "../features/admin/messages/ar.json";
import authAr from "../features/auth/messages/ar.json";
import bookingAr from "../features/booking/messages/ar.json";
import historyAr from "../features/history/messages/ar.json";
import paymentsAr from "../features/payments/messages/ar.json";
import providerAr from "../features/provider/messages/ar.json";
import trackingAr from "../features/tracking/messages/ar.json";
import { expectAccessible } from "./support/accessibility";
import { launchChromium, saveScreenshot } from "./support/browser";
import { activeRequestId, choosePlace } from "./support/customerSteps";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";
import { ProviderApi } from "./support/providerApi";

const PICKUP = { latitude: 25.2048, longitude: 55.2708 };
const north = (km: number) => ({ latitude: PICKUP.latitude + km * 0.008993, longitude: PICKUP.longitude });

/** A catalogue message with its placeholders filled, as i18next fills them. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => values[name] ?? "");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message as a whole-name pattern: the placeholders given are filled, the others (prices formatted by Intl) match anything. */
function pattern(message: string, values: Record<string, string> = {}): RegExp {
  let source = "";
  let last = 0;
  for (const match of message.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)) {
    const value = values[match[1] ?? ""];
    source +=
      escapeRegExp(message.slice(last, match.index)) + (value === undefined ? ".*" : escapeRegExp(value));
    last = match.index + match[0].length;
  }
  return new RegExp(`^${source}${escapeRegExp(message.slice(last))}$`);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describeInBrowser("an Arabic-speaking customer, right to left, on a desktop and a phone (issue 22)", () => {
  let server: ProductServer;
  let browser: Browser;
  let captain: ProviderApi;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer({ SIMULATE_FLEET: "0" }), launchChromium()]);
    captain = await ProviderApi.register(server, "Arabic Test Captain", north(2));
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A browser set to Arabic: the app's first visit follows it, with no choice made in the app. */
  const arabicContext = (phone: boolean) =>
    browser.newContext({
      ...(phone
        ? { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
        : { viewport: { width: 1366, height: 900 } }),
      baseURL: server.url,
      geolocation: PICKUP,
      permissions: ["geolocation"],
      timezoneId: "Asia/Dubai",
      locale: "ar-AE",
    });

  async function signUpInArabic(page: Page, name: string, email: string): Promise<void> {
    await page.goto("/login?role=customer");
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
      .toEqual(["ar", "rtl"]);
    await page.getByRole("tab", { name: authAr["register.tab"] }).click();
    const form = page.getByRole("tabpanel", { name: authAr["register.tab"] });
    await form.getByLabel(new RegExp(`^${escapeRegExp(authAr["field.fullName"])}`)).fill(name);
    await form.getByLabel(new RegExp(`^${escapeRegExp(authAr["field.email"])}`)).fill(email);
    await form.getByLabel(new RegExp(`^${escapeRegExp(authAr["field.phone"])}`)).fill("+971 50 555 0404");
    await form.getByLabel(new RegExp(`^${escapeRegExp(authAr["field.password"])}`)).fill("tow-truck-7");
    await form
      .getByLabel(new RegExp(`^${escapeRegExp(authAr["field.confirmPassword"])}`))
      .fill("tow-truck-7");
    await form.getByRole("button", { name: authAr["signUp.submit"] }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: bookingAr["near.title"] }).waitFor({ timeout: 20_000 });
  }

  async function addVehicleAndBook(
    page: Page,
    plate: string,
    mode: "now" | "schedule" = "now",
  ): Promise<void> {
    await page
      .getByRole("button", { name: new RegExp(`^${escapeRegExp(bookingAr["service.towing"])}`) })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: bookingAr["select.title"] });
    await dialog.getByText(bookingAr["select.none"]).waitFor();
    await dialog.getByRole("button", { name: bookingAr["select.add"] }).click();
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(bookingAr["add.name"])}`)).fill("باترول");
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(bookingAr["vehicle.plate"])}`)).fill(plate);
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(bookingAr["vehicle.make"])}`)).fill("Nissan");
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(bookingAr["vehicle.model"])}`)).fill("Patrol");
    await dialog.getByRole("button", { name: bookingAr["add.save"] }).click();
    await expect
      .poll(() => dialog.getByRole("radio", { name: /باترول/ }).getAttribute("aria-checked"))
      .toBe("true");
    await expectAccessible(page, "vehicle dialog (ar)");
    await dialog
      .getByRole("button", { name: bookingAr[mode === "now" ? "select.bookNow" : "select.schedule"] })
      .click();
    await page
      .getByRole("heading", {
        name: bookingAr[mode === "now" ? "compare.chooseNow" : "compare.chooseScheduled"],
      })
      .waitFor();
  }

  /** From a booking dialog's last step: on to the quote, the test card in the Arabic form (checked by axe), Pay & Book. */
  async function payByCard(page: Page, dialog: Locator, cardholder: string, screen: string): Promise<void> {
    await dialog.getByRole("button", { name: bookingAr["quick.continue"] }).click();
    await dialog.getByTestId("quote-total").waitFor();
    const field = (key: "card.number" | "card.expiry" | "card.cvc" | "card.name") =>
      dialog.getByLabel(new RegExp(`^${escapeRegExp(paymentsAr[key])}`));
    await field("card.number").fill("4242 4242 4242 4242");
    await field("card.expiry").fill("12/30");
    await field("card.cvc").fill("123");
    await field("card.name").fill(cardholder);
    await expectAccessible(page, screen);
    await dialog.getByRole("button", { name: pattern(paymentsAr["action.payAndBook"]) }).click();
  }

  async function pickCaptainAndPay(page: Page): Promise<void> {
    await page
      .getByRole("button", { name: pattern(bookingAr["compare.selectLabel"], { name: captain.name }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: fill(bookingAr["home.bookService"], { service: bookingAr["service.towing"] }),
    });
    // Typed in Arabic: the gazetteer's Arabic names are searched and shown.
    await choosePlace(
      dialog,
      new RegExp(`^${escapeRegExp(bookingAr["quick.destination"])}`),
      "مصفح",
      "مصفح، أبوظبي",
    );
    await expectAccessible(page, "booking dialog (ar)");
    await payByCard(page, dialog, "مريم", "payment step (ar)");
    await dialog.getByText(bookingAr["home.bookedTitle"]).first().waitFor();
  }

  /**
   * After the booking: the status moves through the captain's steps in Arabic as the captain works
   * the job, then the customer rates it from the history. Nothing scrolls sideways on the way.
   */
  async function followTheCaptainAndReview(
    page: Page,
    shot: (name: string) => Promise<unknown>,
  ): Promise<void> {
    const tracking = page.locator("section", {
      has: page.getByRole("heading", { name: bookingAr["confirm.onTheWay"] }),
    });
    const status = tracking.getByTestId("request-status");
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(trackingAr["status.pending"]);
    const requestId = await activeRequestId(page);
    await captain.accept(requestId);
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(trackingAr["status.accepted"]);
    await captain.reportAt(north(0.8));
    await expect
      .poll(() => tracking.getByText(trackingAr["phase.nearby"], { exact: true }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shot("live-tracking");
    await captain.start(requestId);
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(trackingAr["status.inProgress"]);
    await captain.complete(requestId);
    await page.getByText(bookingAr["active.completed"]).first().waitFor({ timeout: 10_000 });

    await page.getByRole("button", { name: bookingAr["active.rate"] }).click();
    await page.waitForURL((url) => url.pathname === "/history");
    await expectAccessible(page, "history (ar)");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: historyAr["card.review"] }).first().click();
    const review = page.getByRole("dialog", { name: historyAr["review.title"] });
    await review.getByRole("radio", { name: fill(historyAr["review.stars_few"], { count: "5" }) }).click();
    await review.getByRole("textbox").fill("خدمة سريعة ومتقنة، شكراً!");
    await expectAccessible(page, "review dialog (ar)");
    await review.getByRole("button", { name: historyAr["review.submit"] }).click();
    await page.getByText(historyAr["review.submitted"]).first().waitFor();
    await expect.poll(() => page.getByRole("button", { name: historyAr["card.review"] }).count()).toBe(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  }

  it("signs up, books towing, follows the captain live and reviews, all in Arabic, mirrored", async () => {
    const context = await arabicContext(false);
    const page = await context.newPage();
    const shot = (name: string) => saveScreenshot(page, `arabic-${name}`);

    // The landing, pre-rendered in Arabic for an Arabic browser.
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expectAccessible(page, "landing (ar)");
    await page.goto("/login");
    await expectAccessible(page, "sign-in (ar)");

    await signUpInArabic(page, "مريم العربية", `mariam.ar.${Date.now()}@example.ae`);
    await page.locator("[data-map-ready=true]").waitFor({ timeout: 180_000 });
    // Mirrored: the panel that is on the left in English is on the right of the map.
    const panel = await page.getByRole("heading", { name: bookingAr["near.title"] }).boundingBox();
    const map = await page.locator("[data-map-ready=true]").boundingBox();
    expect(panel && map && panel.x > map.x + map.width / 2).toBe(true);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "customer home (ar)");
    await shot("customer-home");

    // The dialogs of a booking without a saved vehicle, in Arabic, checked (axe) and left with Escape.
    for (const [service, title] of [
      [bookingAr["service.towing"], bookingAr["towing.title"]],
      [
        bookingAr["service.jump-start"],
        fill(bookingAr["details.title"], { service: bookingAr["service.jump-start"] }),
      ],
    ] as const) {
      await page
        .getByRole("button", { name: new RegExp(`^${escapeRegExp(service)}`) })
        .first()
        .click();
      await page
        .getByRole("dialog", { name: bookingAr["select.title"] })
        .getByRole("button", { name: bookingAr["select.manual"] })
        .click();
      await page.getByRole("dialog", { name: title }).waitFor();
      await expectAccessible(page, `${title} (ar)`);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    }

    await addVehicleAndBook(page, "DXB A 1111");
    await expectAccessible(page, "captain comparison (ar)");
    await pickCaptainAndPay(page);
    await page.getByRole("button", { name: bookingAr["confirm.trackLive"] }).click();
    await page.getByRole("dialog", { name: trackingAr["dialog.title"] }).waitFor();
    await expectAccessible(page, "tracking dialog (ar)");
    await page.keyboard.press("Escape");

    await followTheCaptainAndReview(page, shot);
    await shot("history-reviewed");
    await page.goto("/profile");
    await expectAccessible(page, "profile (ar)");
    await context.close();
  }, 420_000);

  it("books, follows the captain and reviews on a 375 px phone in Arabic with nothing scrolling sideways", async () => {
    const context = await arabicContext(true);
    const page = await context.newPage();
    await signUpInArabic(page, "عمر الهاتف", `omar.ar.${Date.now()}@example.ae`);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await addVehicleAndBook(page, "DXB A 2222");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await pickCaptainAndPay(page);
    await page.keyboard.press("Escape");
    await page.getByRole("heading", { name: bookingAr["confirm.onTheWay"] }).waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "arabic-phone-on-the-way");
    await followTheCaptainAndReview(page, (name) => saveScreenshot(page, `arabic-phone-${name}`));
    await context.close();
  }, 300_000);

  it("schedules towing in Arabic: the date, time and place steps and the payment, checked by axe", async () => {
    const context = await arabicContext(false);
    const page = await context.newPage();
    await signUpInArabic(page, "ليلى المجدولة", `layla.ar.${Date.now()}@example.ae`);
    await addVehicleAndBook(page, "DXB A 3333", "schedule");
    await expectAccessible(page, "captain comparison, scheduled (ar)");
    // The ranks and badges the server names in English, in Arabic.
    await page
      .getByText(fill(bookingAr["compare.rankBest"], { rank: "1" }), { exact: true })
      .first()
      .waitFor();
    expect(await page.getByText("#1 Best", { exact: true }).count()).toBe(0);
    await page
      .getByRole("button", { name: pattern(bookingAr["compare.selectLabel"], { name: captain.name }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: fill(bookingAr["schedule.title"], { service: bookingAr["service.towing"] }),
    });
    const dates = dialog.getByRole("group", { name: bookingAr["schedule.chooseDate"] });
    await dates.getByRole("button").first().waitFor();
    await expectAccessible(page, "schedule dates (ar)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, "arabic-schedule-dates");
    await dates.getByRole("button").first().click();
    const slot = dialog.getByTestId("schedule-slot").first();
    await slot.waitFor();
    await expectAccessible(page, "schedule times (ar)");
    await slot.click();
    await dialog.getByText(bookingAr["schedule.where"]).waitFor();
    await expectAccessible(page, "schedule place (ar)");
    await payByCard(page, dialog, "ليلى", "scheduled payment step (ar)");
    await page.getByRole("heading", { name: bookingAr["confirm.scheduled"] }).waitFor();
    await expectAccessible(page, "scheduled confirmation (ar)");
    await context.close();
  }, 300_000);

  it("shows the captain's dashboard and every admin tab in Arabic with no serious accessibility violation", async () => {
    const context = await arabicContext(false);
    const [name, value] = captain.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByText(providerAr["online.title"], { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await saveScreenshot(page, "arabic-provider-dashboard");
    await context.close();

    const adminContext = await arabicContext(false);
    const admin = await adminContext.newPage();
    await admin.goto("/login?role=customer");
    await admin
      .getByRole("button", { name: fill(authAr["demo.use.admin"], { email: "admin@roadside.ae" }) })
      .click();
    await admin.getByRole("button", { name: authAr["signIn.submit"], exact: true }).click();
    await admin.waitForURL((url) => url.pathname === "/");
    await admin.goto("/admin-panel");
    for (const section of [
      "overview",
      "operations",
      "users",
      "verification",
      "money",
      "system",
      "analytics",
    ] as const) {
      const tab = admin.getByRole("tab", {
        name: new RegExp(`^${escapeRegExp(adminAr[`section.${section}`])}`),
      });
      await tab.click();
      await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
      await saveScreenshot(admin, `arabic-admin-${section}`);
    }
    await adminContext.close();
  }, 300_000);
});
