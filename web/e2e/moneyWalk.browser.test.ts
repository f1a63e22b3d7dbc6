import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pdfText } from "../../command-api/invoicing/testing/pdfText";
import { commissionOn } from "../../domain/money/commission";
import { aedToFils } from "../../domain/money/fils";
import { splitGross } from "../../domain/money/vat";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { addVehicleAndBookNow, choosePlace, fillTestCard, signUpCustomer } from "./support/customerSteps";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";
import { ProviderApi } from "./support/providerApi";

const PICKUP = { latitude: 25.2048, longitude: 55.2708 };
const SUPPLIER_TRN = "100234567800003";

interface MoneyOfRequest {
  paymentStatus: string;
  invoice: { number: string; downloadUrl: string } | null;
  creditNotes: { number: string; invoiceNumber: string | null }[];
}

/** The signed-in customer's request and its money, read as their app reads it (the page's own session). */
async function moneyOf(page: Page): Promise<{ id: string; money: MoneyOfRequest | null }> {
  return page.evaluate(async () => {
    const post = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch("/graphql", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, unknown> };
    };
    const history = await post("{ myRequests(limit: 1) { items { id } } }");
    const id = (history.data?.myRequests as { items: { id: string }[] } | undefined)?.items[0]?.id;
    if (!id) throw new Error(`no request: ${JSON.stringify(history)}`);
    const money = await post(
      "query($id: ID!) { requestMoney(requestId: $id) { paymentStatus invoice { number downloadUrl } creditNotes { number invoiceNumber } } }",
      { id },
    );
    return { id, money: (money.data?.requestMoney as MoneyOfRequest | null) ?? null };
  });
}

/** What a captain earns from a job of this gross after a credit of `creditedAed`: net of VAT, less commission. */
function earningsAfterCredit(grossAed: number, creditedAed: number): string {
  const earned = (grossFils: number) => {
    const { netFils } = splitGross(grossFils);
    return netFils - commissionOn(netFils, 1500);
  };
  const fils = earned(aedToFils(grossAed)) - earned(aedToFils(creditedAed));
  return `AED ${(fils / 100).toLocaleString("en-AE", { minimumFractionDigits: 2 })}`;
}

describeInBrowser(
  "money walk: a declined card, a paid booking, the tax invoice, a half refund with its credit note, the captain's earnings (built app, real server and worker)",
  () => {
    let server: ProductServer;
    let browser: Browser;
    let captain: ProviderApi;

    beforeAll(async () => {
      [server, browser] = await Promise.all([
        startProductServer({ SIMULATE_FLEET: "0", PAYMENT_PROVIDER: "test", SUPPLIER_TRN }),
        launchChromium(),
      ]);
      captain = await ProviderApi.register(server, "Money Test Captain", {
        latitude: PICKUP.latitude + 0.018,
        longitude: PICKUP.longitude,
      });
    }, 240_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("walks the money of one towing job from card to captain", async () => {
      const context = await newContext(browser, { baseURL: server.url, position: PICKUP });
      const page = await context.newPage();
      const shot = (name: string) => saveScreenshot(page, `money-${name}`);

      // 1. The quote with its VAT; the decline card is refused with its reason and nothing is booked.
      await signUpCustomer(page, { name: "Noura Test", email: `noura.${Date.now()}@example.ae` });
      await page.getByRole("heading", { name: "Available Near You" }).waitFor();
      await addVehicleAndBookNow(page, /^Towing/, {
        name: "My Patrol",
        make: "Nissan",
        model: "Patrol",
        plate: "DXB N 5555",
      });
      await page.getByRole("button", { name: new RegExp(`^Select ${captain.name} for AED`) }).click();
      const dialog = page.getByRole("dialog", { name: /^Book / });
      await choosePlace(dialog, /^Destination/, "Dubai Marina", "Dubai Marina, Dubai");
      await dialog.getByRole("button", { name: "Continue to Payment" }).click();
      await fillTestCard(page, "4000 0000 0000 0002");
      await expect
        .poll(() => dialog.getByTestId("quote-vat").textContent())
        .toMatch(/^incl\. 5% VAT AED \d+\.\d\d$/);
      const total = (await dialog.getByTestId("quote-total").textContent()) ?? "";
      const totalAed = Number(total.replace(/[^\d.]/g, ""));
      await shot("payment-step");
      await dialog.getByRole("button", { name: `Pay & Book ${total}` }).click();
      const refusal = dialog.getByRole("alert");
      await expect
        .poll(() => refusal.textContent(), { timeout: 15_000 })
        .toMatch(/^Your card was declined: .+\. No booking was made\./);
      expect(await dialog.getByLabel(/^Card number/).inputValue()).toBe("");
      await shot("card-declined");

      // 2. The approve card books.
      await dialog.getByLabel(/^Card number/).fill("4242 4242 4242 4242");
      await dialog.getByRole("button", { name: `Pay & Book ${total}` }).click();
      await dialog.getByText("Booking Confirmed!").first().waitFor({ timeout: 15_000 });
      await shot("card-booked");
      const { id: requestId } = await moneyOf(page);

      // 3. The captain does the job; the worker captures the hold and issues the tax invoice.
      await captain.accept(requestId);
      await captain.start(requestId);
      await captain.complete(requestId);
      await expect
        .poll(async () => (await moneyOf(page)).money, { timeout: 30_000 })
        .toMatchObject({
          paymentStatus: "CAPTURED",
          invoice: { number: expect.stringMatching(/^INV-\d{6}$/) },
        });

      // 4. The customer downloads the tax invoice from their history.
      await page.goto("/history");
      const invoiceLink = page.getByRole("link", { name: /^Download tax invoice INV-\d{6}$/ });
      await invoiceLink.waitFor({ timeout: 15_000 });
      const invoiceNumber = ((await invoiceLink.textContent()) ?? "").replace("Download tax invoice ", "");
      const invoice = await context.request.get((await invoiceLink.getAttribute("href")) ?? "");
      expect(invoice.headers()["content-type"]).toBe("application/pdf");
      const invoiceText = await pdfText(await invoice.body());
      expect(invoiceText).toContain("Tax Invoice");
      expect(invoiceText).toContain(invoiceNumber);
      expect(invoiceText).toContain(SUPPLIER_TRN);
      expect(invoiceText).toContain("VAT (5 %)");
      const { vatFils } = splitGross(aedToFils(totalAed));
      expect(invoiceText).toContain((vatFils / 100).toFixed(2));
      expect(invoiceText).toContain(totalAed.toFixed(2));
      await shot("history-invoice");

      // 5. An admin refunds half from the request's money panel.
      const half = Math.round(aedToFils(totalAed) / 2) / 100;
      const adminContext = await newContext(browser, { baseURL: server.url });
      const admin = await adminContext.newPage();
      await admin.goto("/login?role=customer");
      await admin.getByRole("button", { name: "Use the admin demo account admin@roadside.ae" }).click();
      await admin.getByRole("button", { name: "Sign In", exact: true }).click();
      await admin.waitForURL((url) => url.pathname === "/");
      await admin.goto("/admin-panel");
      await admin.getByRole("tab", { name: "Operations" }).click();
      await admin.getByPlaceholder("Full request id").fill(requestId);
      await admin.getByRole("button", { name: "Show timeline" }).click();
      await admin.getByRole("button", { name: "Refund", exact: true }).click();
      const refund = admin.getByRole("dialog", { name: "Refund the customer" });
      await refund.getByLabel(/^Refund amount/).fill(half.toFixed(2));
      await refund.getByLabel(/^Reason/).fill("Arrived late");
      await refund.getByRole("button", { name: "Refund", exact: true }).click();
      await admin.getByText("Refund requested").first().waitFor({ timeout: 15_000 });
      await saveScreenshot(admin, "money-admin-refund");
      await adminContext.close();

      // 6. The credit note appears on the customer's history, referring to the invoice.
      await expect
        .poll(async () => (await moneyOf(page)).money?.creditNotes, { timeout: 30_000 })
        .toEqual([{ number: expect.stringMatching(/^CN-\d{6}$/), invoiceNumber }]);
      await page.reload();
      const noteLink = page.getByRole("link", {
        name: new RegExp(`^Credit note CN-\\d{6} refers to ${invoiceNumber}`),
      });
      await noteLink.waitFor({ timeout: 15_000 });
      const note = await context.request.get((await noteLink.getAttribute("href")) ?? "");
      const noteText = await pdfText(await note.body());
      expect(noteText).toContain("Tax Credit Note");
      expect(noteText).toContain(invoiceNumber);
      expect(noteText).toContain(half.toFixed(2));
      await shot("history-credit-note");
      await context.close();

      // 7. The captain's earnings show the job net of VAT and commission, less the credited half.
      const captainContext = await newContext(browser, { baseURL: server.url });
      const [name, value] = captain.cookie.split("=") as [string, string];
      await captainContext.addCookies([{ name, value, url: server.url }]);
      const captainPage = await captainContext.newPage();
      await captainPage.goto("/provider/earnings");
      const row = captainPage
        .getByRole("table", { name: "Earnings per job" })
        .locator(`tr[data-request-id="${requestId}"]`);
      await row.waitFor({ timeout: 15_000 });
      await expect
        .poll(() => row.locator("td").last().textContent(), { timeout: 15_000 })
        .toBe(earningsAfterCredit(totalAed, half));
      await saveScreenshot(captainPage, "money-captain-earnings");
      await captainContext.close();
    }, 420_000);
  },
);
