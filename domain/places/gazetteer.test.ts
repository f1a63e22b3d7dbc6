import { describe, expect, it } from "vitest";
import { type GazetteerEntry, indexGazetteer, reverseGazetteer, searchGazetteer } from "./gazetteer";

const entry = (
  nameEn: string,
  kind: GazetteerEntry["kind"],
  emirate: string,
  latitude: number,
  longitude: number,
  nameAr: string | null = null,
  alternates: string[] = [],
): GazetteerEntry => ({ nameEn, nameAr, kind, emirate, latitude, longitude, alternates });

const index = indexGazetteer([
  entry("Dubai", "emirate", "Dubai", 25.0, 55.3, "دبي"),
  entry("Dubai", "city", "Dubai", 25.0, 55.3, "دبي"),
  entry("Al Barsha", "district", "Dubai", 25.1, 55.2),
  entry("Al Bateen", "district", "Abu Dhabi", 24.46, 54.35),
  entry("Abu Dhabi", "emirate", "Abu Dhabi", 24.45, 54.4, "أبوظبي"),
  entry("Ras Al Khaimah", "city", "Ras Al Khaimah", 25.79, 55.94, "رأس الخيمة", ["RAK City"]),
]);
const search = (
  text: string,
  near: { latitude: number; longitude: number } | null = null,
  language: "en" | "ar" = "en",
) => searchGazetteer(index, { text, near, limit: 5, language });

describe("gazetteer search", () => {
  it("ranks better matches first, then the nearer of equal matches", () => {
    expect(search("al ba", { latitude: 24.4, longitude: 54.4 }).map((p) => p.nameEn)).toEqual([
      "Al Bateen",
      "Al Barsha",
    ]);
    expect(search("al ba", { latitude: 25.1, longitude: 55.2 }).map((p) => p.nameEn)).toEqual([
      "Al Barsha",
      "Al Bateen",
    ]);
    expect(search("al barsa")[0]?.nameEn).toBe("Al Barsha");
  });

  it("lists a town named as its emirate once, and labels places with their emirate", () => {
    expect(search("dubai").map((p) => [p.kind, p.label])).toEqual([["city", "Dubai"]]);
    expect(search("barsha")[0]?.label).toBe("Al Barsha, Dubai");
    expect(search("abu dhabi")[0]).toMatchObject({ kind: "emirate", label: "Abu Dhabi" });
  });

  it("matches other spellings and Arabic, and labels in the asked language", () => {
    expect(search("rak city")[0]?.nameEn).toBe("Ras Al Khaimah");
    expect(search("راس الخيمه", null, "ar")[0]?.label).toBe("رأس الخيمة");
    expect(search("Al Barsha", null, "ar")[0]?.label).toBe("Al Barsha، دبي");
  });

  it("finds nothing for one letter or for text far from any name", () => {
    expect(search("a")).toEqual([]);
    expect(search("zzzzzzzz")).toEqual([]);
  });
});

describe("gazetteer reverse", () => {
  it("names a point by the nearest town or district, 'near' it beyond a kilometre, and nothing far away", () => {
    expect(reverseGazetteer(index, { latitude: 25.1, longitude: 55.2 }, "en")?.label).toBe(
      "Al Barsha, Dubai",
    );
    expect(reverseGazetteer(index, { latitude: 25.12, longitude: 55.2 }, "en")?.label).toBe(
      "Near Al Barsha, Dubai",
    );
    expect(reverseGazetteer(index, { latitude: 25.12, longitude: 55.2 }, "ar")?.label).toBe(
      "بالقرب من Al Barsha، دبي",
    );
    expect(reverseGazetteer(index, { latitude: 27.5, longitude: 52.0 }, "en")).toBeNull();
  });
});
