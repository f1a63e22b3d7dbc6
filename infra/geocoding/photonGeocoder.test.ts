import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photonGeocoder } from "./photonGeocoder";
import { type FakeServer, startFakeGeocoderServer } from "./testing/fakeGeocoderServer";

/** Shaped as photon.komoot.io answers `/api?q=marina` (trimmed), including a result outside the UAE. */
const SEARCH_ANSWER = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [55.1403, 25.0805] },
      properties: {
        osm_type: "W",
        osm_id: 123,
        osm_key: "highway",
        osm_value: "primary",
        name: "Al Marsa Street",
        district: "Dubai Marina",
        city: "Dubai",
        state: "Dubai",
        country: "United Arab Emirates",
        countrycode: "AE",
        postcode: "00000",
        type: "street",
        extent: [55.13, 25.09, 55.15, 25.07],
      },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [58.54, 23.61] },
      properties: { name: "Marina Bandar Al Rowdha", city: "Muscat", countrycode: "OM", type: "other" },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [55.4, 25.35] },
      properties: {
        name: "Al Majaz Waterfront",
        street: "Corniche Street",
        housenumber: "7",
        city: "Sharjah",
        state: "Sharjah Emirate",
        countrycode: "AE",
        osm_key: "leisure",
        osm_value: "park",
        type: "house",
      },
    },
  ],
};

describe("the Photon adapter, against a local server speaking Photon's format", () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeGeocoderServer();
  });
  afterAll(() => server.close());

  it("searches /api near the map's centre inside the UAE's box, and keeps only UAE results", async () => {
    server.answer({ status: 200, body: SEARCH_ANSWER });
    const places = await photonGeocoder(server.url).search({
      text: "marina",
      near: { latitude: 25.1, longitude: 55.2 },
      limit: 5,
      language: "en",
    });
    const asked = server.requests.at(-1);
    expect(asked?.pathname).toBe("/api");
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      q: "marina",
      lat: "25.1",
      lon: "55.2",
      limit: "5",
      lang: "en",
      bbox: "51.4,22.4,56.7,26.3",
    });
    expect(places).toEqual([
      {
        label: "Al Marsa Street, Dubai Marina, Dubai",
        nameEn: "Al Marsa Street",
        nameAr: null,
        kind: "street",
        emirate: "Dubai",
        latitude: 25.0805,
        longitude: 55.1403,
        source: "photon",
      },
      {
        label: "Al Majaz Waterfront, Corniche Street 7, Sharjah, Sharjah Emirate",
        nameEn: "Al Majaz Waterfront",
        nameAr: null,
        kind: "address",
        emirate: "Sharjah",
        latitude: 25.35,
        longitude: 55.4,
        source: "photon",
      },
    ]);
  });

  it("names a point with /reverse, asking for the local (default) names in Arabic", async () => {
    server.answer({
      status: 200,
      body: {
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: [55.2297, 25.1367] },
            properties: {
              name: "القوز الصناعية 3",
              city: "دبي",
              state: "إمارة دبي",
              countrycode: "AE",
              type: "district",
            },
          },
        ],
      },
    });
    const place = await photonGeocoder(server.url).reverse({
      at: { latitude: 25.137, longitude: 55.23 },
      language: "ar",
    });
    expect(Object.fromEntries(server.requests.at(-1)?.searchParams ?? [])).toMatchObject({
      lat: "25.137",
      lon: "55.23",
      lang: "default",
    });
    expect(place).toMatchObject({
      label: "القوز الصناعية 3، دبي، إمارة دبي",
      nameAr: "القوز الصناعية 3",
      kind: "district",
      emirate: "Dubai",
    });
  });

  it("answers null where Photon finds nothing", async () => {
    server.answer({ status: 200, body: { type: "FeatureCollection", features: [] } });
    expect(
      await photonGeocoder(server.url).reverse({ at: { latitude: 26, longitude: 53 }, language: "en" }),
    ).toBeNull();
  });

  it("fails with the server's status, and on a body that is not Photon's", async () => {
    server.answer({ status: 503, body: { message: "overloaded" } });
    await expect(
      photonGeocoder(server.url).search({ text: "x", near: null, limit: 5, language: "en" }),
    ).rejects.toThrow(/answered 503/);
    server.answer({ status: 200, body: "<html>proxy login</html>" });
    await expect(
      photonGeocoder(server.url).search({ text: "x", near: null, limit: 5, language: "en" }),
    ).rejects.toThrow();
  });
});
