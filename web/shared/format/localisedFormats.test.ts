import { afterEach, describe, expect, it } from "vitest";
import { i18n, switchDigits } from "../i18n";
import { formatDateTime, formatTime } from "./dates";
import { formatAed, formatKm, formatList, formatMinutes, formatNumber } from "./numbers";

afterEach(async () => {
  switchDigits("latn");
  await i18n.changeLanguage("en");
});

// Unicode marks Intl puts around Arabic currency (RLM); compared without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");

describe("figures in the reader's language", () => {
  it("English keeps the spec's forms", () => {
    expect(formatAed(1234.5)).toBe("AED 1,234.50");
    expect(formatKm(2.34)).toBe("2.3 km");
    expect(formatMinutes(7.6)).toBe("8 min");
  });

  it("Arabic writes the dirham sign and Arabic units, with Western digits by default", async () => {
    await i18n.changeLanguage("ar");
    expect(plain(formatAed(1234.5))).toBe("1,234.50 د.إ.");
    expect(plain(formatKm(2.34))).toBe("2.3 كم");
    expect(plain(formatMinutes(8))).toMatch(/^8 دقائق$/);
    expect(formatList(["أ", "ب"])).toBe("أ وب");
  });

  it("Arabic-Indic digits when chosen, in numbers and prices", async () => {
    await i18n.changeLanguage("ar");
    switchDigits("arab");
    expect(formatNumber(1234)).toBe("١٬٢٣٤");
    expect(plain(formatAed(275))).toBe("٢٧٥٫٠٠ د.إ.");
  });

  it("times are UAE time whatever the device's zone", () => {
    // 12:00 UTC is 16:00 in Dubai (UTC+4, no daylight saving).
    expect(formatTime("2026-03-01T12:00:00Z")).toBe("4:00 PM");
    expect(formatDateTime("2026-03-01T21:30:00Z", { dateStyle: "medium" })).toBe("2 Mar 2026");
  });
});
