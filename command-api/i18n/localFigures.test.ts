import { describe, expect, it } from "vitest";
import { aedIn, arabicPlural, clockIn, longDateIn } from "./localFigures";
import { languageOf } from "./recipientLanguage";

// Intl marks Arabic currency with right-to-left marks; compared without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");

describe("figures in the recipient's language", () => {
  it("English keeps the documents' forms", () => {
    expect(aedIn("en", 123_450)).toBe("AED 1,234.50");
    expect(longDateIn("en", "2026-03-14")).toBe("14 March 2026");
    // 20:30 UTC is 00:30 the next day in Dubai (UTC+4).
    expect(clockIn("en", new Date("2025-03-10T20:30:05Z"))).toBe("00:30:05");
  });

  it("Arabic writes the dirham sign, Arabic month names and Western digits", () => {
    expect(plain(aedIn("ar", 123_450))).toBe("1,234.50 د.إ.");
    expect(longDateIn("ar", "2026-03-14")).toBe("14 مارس 2026");
    expect(clockIn("ar", new Date("2025-03-10T20:30:05Z"))).toBe("00:30:05");
  });

  it("Arabic counts take all six plural forms", () => {
    const forms = {
      zero: "{count} دقيقة",
      one: "دقيقة واحدة",
      two: "دقيقتين",
      few: "{count} دقائق",
      many: "{count} دقيقة",
      other: "{count} دقيقة",
    };
    expect([0, 1, 2, 3, 10, 11, 30, 100].map((n) => arabicPlural(n, forms))).toEqual([
      "0 دقيقة",
      "دقيقة واحدة",
      "دقيقتين",
      "3 دقائق",
      "10 دقائق",
      "11 دقيقة",
      "30 دقيقة",
      "100 دقيقة",
    ]);
  });

  it("writes in English to whoever chose no language (or one the server does not know)", () => {
    expect([languageOf("ar"), languageOf("en"), languageOf(null), languageOf("fr")]).toEqual([
      "ar",
      "en",
      "en",
      "en",
    ]);
  });
});
