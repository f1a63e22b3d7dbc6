import { describe, expect, it } from "vitest";
import { formatIban, parseUaeIban } from "./iban";

describe("UAE IBANs", () => {
  it.each([
    ["AE070331234567890123456", "AE070331234567890123456"],
    ["ae07 0331 2345 6789 0123 456", "AE070331234567890123456"],
    ["AE97-0260-0010-1555-5555-501", "AE970260001015555555501"],
  ])("%s is valid", (input, iban) => expect(parseUaeIban(input)).toEqual({ iban }));

  it("the check digits follow ISO 13616 mod-97: moving the country and digits to the end leaves 1", () => {
    // 0331234567890123456 + "AE07" → "0331234567890123456101407" (A=10, E=14); mod 97 = 1.
    expect(BigInt("0331234567890123456101407") % 97n).toBe(1n);
    expect(BigInt("0331234567890123456101408") % 97n).toBe(2n);
  });

  it("a changed digit breaks the check", () =>
    expect(parseUaeIban("AE070331234567890123457")).toEqual({ error: "check digits do not match" }));

  it("swapped check digits break it too", () =>
    expect(parseUaeIban("AE700331234567890123456")).toEqual({ error: "check digits do not match" }));

  it("another country's IBAN is refused", () =>
    expect(parseUaeIban("GB82WEST12345698765432")).toEqual({ error: "must be a UAE IBAN starting with AE" }));

  it.each(["AE07033123456789012345", "AE0703312345678901234567", "AE07033123456789012345X"])(
    "%s has not 21 digits after AE",
    (input) =>
      expect(parseUaeIban(input)).toEqual({ error: "must be AE followed by 21 digits (23 characters)" }),
  );

  it("prints in groups of four", () =>
    expect(formatIban("AE070331234567890123456")).toBe("AE07 0331 2345 6789 0123 456"));
});
