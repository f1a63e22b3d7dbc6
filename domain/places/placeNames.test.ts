import { describe, expect, it } from "vitest";
import { matchScore, normalizeName, prefixEditDistance } from "./placeNames";

describe("place name matching", () => {
  it("folds accents, apostrophes and Arabic letter variants", () => {
    expect(normalizeName("Ḩattā")).toBe("hatta");
    expect(normalizeName("Za'abeel")).toBe("zaabeel");
    expect(normalizeName("Dibba Al-Fujairah")).toBe("dibba al fujairah");
    expect(normalizeName("أمّ القيوين")).toBe("ام القيوين");
    expect(normalizeName("الشارقة")).toBe(normalizeName("الشارقه"));
  });

  it("measures edits against the best prefix, counting a swap of neighbours as one", () => {
    expect(prefixEditDistance("dubai marna", "dubai marina")).toBe(1);
    expect(prefixEditDistance("busniess", "business bay")).toBe(1);
    expect(prefixEditDistance("shar", "sharjah")).toBe(0);
    expect(prefixEditDistance("xyz", "sharjah")).toBe(3);
  });

  it("scores whole names, beginnings, later words, then slips; short queries need no slip", () => {
    expect(matchScore("sharjah", "sharjah")).toBe(0);
    expect(matchScore("shar", "sharjah")).toBe(1);
    expect(matchScore("marina", "dubai marina")).toBe(2);
    expect(matchScore("marna", "dubai marina")).toBe(4);
    expect(matchScore("shr", "sharjah")).toBeNull();
    expect(matchScore("qwerty", "sharjah")).toBeNull();
    expect(matchScore("alquoz", "al quoz")).toBe(3);
  });
});
