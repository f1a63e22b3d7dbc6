import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { checkCard as checkCardIn, groupCardNumber, passesLuhn } from "./cardDetails";
import { type PaymentsT, paymentsMessages } from "./messages";

const english = i18n.getFixedT("en", paymentsMessages.namespace) as unknown as PaymentsT;
const checkCard = (fields: Parameters<typeof checkCardIn>[0], today: Date) =>
  checkCardIn(fields, today, english);

const TODAY = new Date("2026-11-25T08:00:00Z");
const GOOD = { number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123", name: "Aisha Khan" };

describe("card form checks", () => {
  it("accepts a documented test card and splits the expiry", () => {
    expect(checkCard(GOOD, TODAY)).toEqual({
      ok: true,
      card: { number: "4242424242424242", expMonth: 12, expYear: 2029, cvc: "123" },
    });
  });

  it("names each wrong field", () => {
    const check = checkCard({ number: "4242 4242 4242 4241", expiry: "13/29", cvc: "12", name: " " }, TODAY);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.number).toMatch(/^Card number:/);
    expect(check.errors.expiry).toBe("Expiry: use MM/YY, e.g. 12/29");
    expect(check.errors.cvc).toMatch(/^CVC:/);
    expect(check.errors.name).toMatch(/^Name on card:/);
  });

  it("a card is good to the end of its expiry month, not after", () => {
    expect(checkCard({ ...GOOD, expiry: "11/26" }, TODAY).ok).toBe(true);
    const expired = checkCard({ ...GOOD, expiry: "10/26" }, TODAY);
    expect(expired.ok ? null : expired.errors.expiry).toBe("Expiry: this card has expired");
  });

  it("Luhn and grouping", () => {
    expect(passesLuhn("4000002760003184")).toBe(true);
    expect(passesLuhn("5555555555554445")).toBe(false);
    expect(groupCardNumber("40000000000099951")).toBe("4000 0000 0000 9995 1");
  });
});
