import { describe, expect, it } from "vitest";
import { pageLanguageOf, preferredOf } from "./pageLanguage";

describe("the language a pre-rendered page is sent in", () => {
  it("follows Accept-Language's ranking by quality, then order, among the app's languages", () => {
    expect(preferredOf("ar-AE,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(preferredOf("fr-FR,en;q=0.5,ar;q=0.7")).toBe("ar");
    expect(preferredOf("en-GB,ar")).toBe("en");
    expect(preferredOf("ar;q=0,en;q=0.1")).toBe("en");
    expect(preferredOf("fr, de")).toBeUndefined();
    expect(preferredOf("")).toBeUndefined();
  });

  it("prefers the reader's remembered choice to the browser's, and English when neither says", () => {
    expect(pageLanguageOf({ cookie: "a=1; roadside_language=en", "accept-language": "ar" })).toBe("en");
    expect(pageLanguageOf({ cookie: "roadside_language=ar", "accept-language": "en-US" })).toBe("ar");
    expect(pageLanguageOf({ cookie: "roadside_language=fr", "accept-language": "ar-AE" })).toBe("ar");
    expect(pageLanguageOf({})).toBe("en");
  });
});
