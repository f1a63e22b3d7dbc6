import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nominatimGeocoder } from "./nominatimGeocoder";
import { type FakeServer, startFakeGeocoderServer } from "./testing/fakeGeocoderServer";

/** Shaped as nominatim.openstreetmap.org answers `/search?format=jsonv2&addressdetails=1` (trimmed). */
const SEARCH_ANSWER = [
  {
    place_id: 1,
    licence: "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
    osm_type: "way",
    osm_id: 2,
    lat: "25.1367158",
    lon: "55.2297103",
    category: "landuse",
    type: "industrial",
    place_rank: 22,
    importance: 0.2,
    addresstype: "suburb",
    name: "Al Quoz Industrial Area 3",
    display_name: "Al Quoz Industrial Area 3, Dubai, United Arab Emirates",
    address: {
      suburb: "Al Quoz Industrial Area 3",
      city: "Dubai",
      state: "Dubai",
      "ISO3166-2-lvl4": "AE-DU",
      country: "United Arab Emirates",
      country_code: "ae",
    },
    boundingbox: ["25.12", "25.15", "55.21", "55.24"],
  },
  {
    place_id: 3,
    lat: "25.3",
    lon: "55.5",
    category: "highway",
    type: "residential",
    addresstype: "road",
    name: "",
    display_name: "Street 12, Al Nahda, Sharjah, United Arab Emirates",
    address: {
      road: "Street 12",
      suburb: "Al Nahda",
      city: "Sharjah",
      state: "Sharjah Emirate",
      country_code: "ae",
    },
  },
  { place_id: 4, lat: "24.1", lon: "56.1", display_name: "Somewhere, Oman", address: { country_code: "om" } },
];

describe("the Nominatim adapter, against a local server speaking Nominatim's format", () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeGeocoderServer();
  });
  afterAll(() => server.close());

  it("searches jsonv2 restricted to the UAE, biased to a box round the map's centre", async () => {
    server.answer({ status: 200, body: SEARCH_ANSWER });
    const places = await nominatimGeocoder(server.url).search({
      text: "al quoz industrial area 3",
      near: { latitude: 25, longitude: 55 },
      limit: 5,
      language: "en",
    });
    const asked = server.requests.at(-1);
    expect(asked?.pathname).toBe("/search");
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      q: "al quoz industrial area 3",
      format: "jsonv2",
      countrycodes: "ae",
      "accept-language": "en",
      viewbox: "54.5,25.5,55.5,24.5",
      limit: "5",
    });
    expect(places).toEqual([
      {
        label: "Al Quoz Industrial Area 3, Dubai",
        nameEn: "Al Quoz Industrial Area 3",
        nameAr: null,
        kind: "district",
        emirate: "Dubai",
        latitude: 25.1367158,
        longitude: 55.2297103,
        source: "nominatim",
      },
      {
        label: "Street 12, Al Nahda, Sharjah, Sharjah Emirate",
        nameEn: null,
        nameAr: null,
        kind: "street",
        emirate: "Sharjah",
        latitude: 25.3,
        longitude: 55.5,
        source: "nominatim",
      },
    ]);
  });

  it("names a point with /reverse, and answers null for Nominatim's 'Unable to geocode'", async () => {
    server.answer({ status: 200, body: SEARCH_ANSWER[0] });
    const place = await nominatimGeocoder(server.url).reverse({
      at: { latitude: 25.137, longitude: 55.23 },
      language: "ar",
    });
    expect(server.requests.at(-1)?.pathname).toBe("/reverse");
    expect(Object.fromEntries(server.requests.at(-1)?.searchParams ?? [])).toMatchObject({
      format: "jsonv2",
      lat: "25.137",
      lon: "55.23",
      "accept-language": "ar",
    });
    expect(place).toMatchObject({
      kind: "district",
      emirate: "Dubai",
      latitude: 25.1367158,
      source: "nominatim",
    });
    server.answer({ status: 200, body: { error: "Unable to geocode" } });
    expect(
      await nominatimGeocoder(server.url).reverse({ at: { latitude: 26, longitude: 53 }, language: "en" }),
    ).toBeNull();
  });

  it("fails with the server's status", async () => {
    server.answer({ status: 429, body: { error: { code: 429, message: "Too Many Requests" } } });
    await expect(
      nominatimGeocoder(server.url).search({ text: "x", near: null, limit: 5, language: "en" }),
    ).rejects.toThrow(/answered 429/);
  });
});
