import { describe, expect, it } from "vitest";
import { browserLanguage, directionOf, isLanguage } from "./languages";

describe("languages", () => {
  it("a first visit follows the browser: the first language the app speaks, else English", () => {
    expect(browserLanguage(["ar-AE", "en-US"])).toBe("ar");
    expect(browserLanguage(["fr-FR", "AR"])).toBe("ar");
    expect(browserLanguage(["en-GB", "ar"])).toBe("en");
    expect(browserLanguage(["fr-FR", "de"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
  });

  it("Arabic is right to left, English left to right", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });

  it("knows only its own languages", () => {
    expect(isLanguage("ar")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});
