import { describe, expect, it } from "vitest";
import { CUSTOMER_CONTACT_FOLLOW_UP_MS, showsCustomerContact } from "./customerContact";

const ENDED = "2025-03-01T10:00:00.000Z";
const msAfterEnd = (ms: number) => new Date(Date.parse(ENDED) + ms);

describe("showsCustomerContact", () => {
  it("shows the customer while the captain holds the job", () => {
    expect(showsCustomerContact({ status: "accepted", endedAt: null }, msAfterEnd(0))).toBe(true);
    expect(showsCustomerContact({ status: "in-progress", endedAt: null }, msAfterEnd(0))).toBe(true);
  });

  it("never on an offer, open or ended", () => {
    for (const status of ["pending", "declined", "withdrawn"])
      expect(showsCustomerContact({ status, endedAt: ENDED }, msAfterEnd(0))).toBe(false);
  });

  it("for two hours after a held job completes or is cancelled, not a moment longer", () => {
    for (const status of ["completed", "cancelled"]) {
      expect(
        showsCustomerContact({ status, endedAt: ENDED }, msAfterEnd(CUSTOMER_CONTACT_FOLLOW_UP_MS - 1)),
      ).toBe(true);
      expect(
        showsCustomerContact({ status, endedAt: ENDED }, msAfterEnd(CUSTOMER_CONTACT_FOLLOW_UP_MS)),
      ).toBe(false);
    }
    expect(CUSTOMER_CONTACT_FOLLOW_UP_MS).toBe(2 * 60 * 60 * 1000);
  });
});
