import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** A fresh customer through the Register tab, as a visitor would; lands on the customer home. */
export async function signUpCustomer(page: Page, who: { name: string; email: string }): Promise<void> {
  await page.goto("/login?role=customer");
  await page.getByRole("tab", { name: "Register" }).click();
  const form = page.getByRole("tabpanel", { name: "Register" });
  await form.getByLabel(/^Full Name/).fill(who.name);
  await form.getByLabel(/^Email/).fill(who.email);
  await form.getByLabel(/^Phone/).fill("+971 50 555 0101");
  await form.getByLabel(/^Password/).fill("tow-truck-7");
  await form.getByLabel(/^Confirm Password/).fill("tow-truck-7");
  await form.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("heading", { name: "Emergency Services" }).waitFor({ timeout: 20_000 });
}

/** Opens a service, adds a vehicle in "Select Your Car" and books now: ends on the comparison list. */
export async function addVehicleAndBookNow(
  page: Page,
  service: RegExp,
  vehicle: { name: string; make: string; model: string; plate: string },
  screenshot?: (name: string) => Promise<unknown>,
): Promise<void> {
  await page.getByRole("button", { name: service }).first().click();
  const dialog = page.getByRole("dialog", { name: "Select Your Car" });
  await dialog.getByText("No saved vehicles found. You can enter details manually below.").waitFor();
  await dialog.getByRole("button", { name: "Add Vehicle" }).click();
  await dialog.getByLabel(/^Vehicle name/).fill(vehicle.name);
  await dialog.getByLabel(/^License plate/).fill(vehicle.plate);
  await dialog.getByLabel(/^Make/).fill(vehicle.make);
  await dialog.getByLabel(/^Model/).fill(vehicle.model);
  await dialog.getByRole("button", { name: "Save Vehicle" }).click();
  await dialog.getByRole("radio", { name: new RegExp(vehicle.name) }).waitFor();
  await expect
    .poll(() => dialog.getByRole("radio", { name: new RegExp(vehicle.name) }).getAttribute("aria-checked"))
    .toBe("true");
  await screenshot?.("vehicle-selection");
  await dialog.getByRole("button", { name: "Book Now - Emergency Service" }).click();
  await page.getByRole("heading", { name: "Choose Your Captain" }).waitFor();
}

/** A place field: types (typos welcome), then picks the suggestion, as a customer must (issue 21). */
export async function choosePlace(
  scope: Locator,
  field: RegExp,
  typed: string,
  option: string,
): Promise<void> {
  const box = scope.getByRole("combobox", { name: field });
  const suggestion = scope.getByRole("option", { name: option, exact: true });
  await box.fill(typed);
  // A dialog still opening may move focus after the fill, which closes the list (as it should on
  // blur); a customer would click back into the field, and so does this, until the suggestion shows.
  await expect
    .poll(
      async () => {
        if (await suggestion.isVisible()) return true;
        if ((await box.inputValue()) !== typed) await box.fill(typed);
        else if (!(await box.evaluate((input) => input === document.activeElement))) await box.click();
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await suggestion.click();
  await expect.poll(() => box.inputValue()).toBe(option);
}

/** Picks a captain from the comparison list and pays in the quick booking dialog. */
export async function pickCaptainAndPay(
  page: Page,
  captain: string,
  options: {
    /** Typed into Destination, then the suggestion `choose` picked. */
    destination?: { type: string; choose: string };
    screenshot?: (name: string) => Promise<unknown>;
    card?: string;
  } = {},
): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^Select ${captain} for AED`) }).click();
  const dialog = page.getByRole("dialog", { name: /^Book / });
  if (options.destination)
    await choosePlace(dialog, /^Destination/, options.destination.type, options.destination.choose);
  await options.screenshot?.("quick-booking");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await fillTestCard(page, options.card ?? "4242 4242 4242 4242");
  await dialog.getByRole("button", { name: /^Pay & Book AED/ }).click();
  await dialog.getByText("Booking Confirmed!").first().waitFor();
  await options.screenshot?.("booking-confirmed");
}

/** Fills the payment step's card form with a documented test card (any future expiry, any CVC). */
export async function fillTestCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: /^Book / });
  await dialog.getByTestId("quote-total").waitFor();
  await dialog.getByLabel(/^Card number/).fill(number);
  await dialog.getByLabel(/^Expiry/).fill("12/30");
  await dialog.getByLabel(/^CVC/).fill("123");
  await dialog.getByLabel(/^Name on card/).fill("Test Customer");
}

/** The signed-in customer's active request, read as their app reads it (the page's own session). */
export async function activeRequestId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch("/graphql", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ activeRequest { id } }" }),
    });
    const body = (await response.json()) as { data?: { activeRequest: { id: string } | null } };
    const id = body.data?.activeRequest?.id;
    if (!id) throw new Error(`no active request: ${JSON.stringify(body)}`);
    return id;
  });
}
