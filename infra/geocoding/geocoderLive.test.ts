import { describe, expect, it } from "vitest";
import { nominatimGeocoder } from "./nominatimGeocoder";
import { photonGeocoder } from "./photonGeocoder";

/**
 * Against a real server, only when asked: GEOCODER_LIVE_URL (and GEOCODER_LIVE_KIND=photon|nominatim,
 * photon by default). Tests never reach the internet otherwise.
 */
const url = process.env.GEOCODER_LIVE_URL;
const kind = process.env.GEOCODER_LIVE_KIND === "nominatim" ? "nominatim" : "photon";
if (!url)
  console.info("geocoderLive.test.ts skipped: set GEOCODER_LIVE_URL (and GEOCODER_LIVE_KIND) to run it");

describe.skipIf(!url)(`the ${kind} adapter against the live server at ${url}`, () => {
  const geocoder = () =>
    kind === "photon" ? photonGeocoder(url as string) : nominatimGeocoder(url as string);

  it("finds Dubai Marina in Dubai, and names a point on Sheikh Zayed Road", async () => {
    const places = await geocoder().search({
      text: "Dubai Marina",
      near: { latitude: 25.08, longitude: 55.14 },
      limit: 5,
      language: "en",
      signal: AbortSignal.timeout(10_000),
    });
    expect(places.length).toBeGreaterThan(0);
    expect(
      places.every((p) => p.latitude > 22 && p.latitude < 27 && p.longitude > 51 && p.longitude < 57),
    ).toBe(true);
    const place = await geocoder().reverse({
      at: { latitude: 25.2048, longitude: 55.2708 },
      language: "en",
      signal: AbortSignal.timeout(10_000),
    });
    expect(place?.emirate).toBe("Dubai");
  });
});
