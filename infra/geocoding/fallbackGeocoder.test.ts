import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackGeocoder } from "./fallbackGeocoder";
import { gazetteerGeocoder } from "./gazetteerGeocoder";
import { photonGeocoder } from "./photonGeocoder";
import { type FakeServer, startFakeGeocoderServer } from "./testing/fakeGeocoderServer";

const PHOTON_MARINA = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [55.1403, 25.0805] },
      properties: {
        name: "Al Marsa Street",
        city: "Dubai",
        state: "Dubai",
        countrycode: "AE",
        type: "street",
      },
    },
  ],
};

function recordingLog() {
  const lines: { level: "info" | "warn"; message: string }[] = [];
  return {
    lines,
    info: (_: object, message: string) => lines.push({ level: "info", message }),
    warn: (_: object, message: string) => lines.push({ level: "warn", message }),
  };
}

describe("a server geocoder with the gazetteer behind it", () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeGeocoderServer();
  });
  afterAll(() => server.close());
  const query = { text: "Dubai Marna", near: null, limit: 3, language: "en" as const };

  it("answers from the server while it answers, from the gazetteer on a time-out or an error, warning once", async () => {
    const log = recordingLog();
    const geocoder = fallbackGeocoder(photonGeocoder(server.url), gazetteerGeocoder(), {
      // Long enough for a first fetch on a busy machine; the hung call below waits this long.
      timeoutMs: 1500,
      log,
      name: "photon",
    });
    server.answer({ status: 200, body: PHOTON_MARINA });
    const first = await geocoder.search(query);
    expect(log.lines).toEqual([]);
    expect(first[0]?.source).toBe("photon");

    server.answer("hang");
    const started = performance.now();
    const [fromGazetteer] = await geocoder.search(query);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(fromGazetteer).toMatchObject({ source: "gazetteer", nameEn: "Dubai Marina" });

    server.answer({ status: 502, body: "bad gateway" });
    expect(
      (await geocoder.reverse({ at: { latitude: 25.085, longitude: 55.14 }, language: "en" }))?.source,
    ).toBe("gazetteer");
    expect(log.lines.filter((l) => l.level === "warn")).toHaveLength(1);
    expect(log.lines[0]?.message).toMatch(
      /photon failed \(no answer within 1500 ms\); the built-in gazetteer answers/,
    );

    server.answer({ status: 200, body: PHOTON_MARINA });
    expect((await geocoder.search(query))[0]?.source).toBe("photon");
    expect(log.lines.at(-1)).toEqual({ level: "info", message: "geocoder: photon answers again" });
  });

  it("leaves a call the caller cancelled cancelled (a newer keystroke replaced it)", async () => {
    const geocoder = fallbackGeocoder(photonGeocoder(server.url), gazetteerGeocoder(), {
      timeoutMs: 5000,
      log: recordingLog(),
      name: "photon",
    });
    server.answer("hang");
    const controller = new AbortController();
    const pending = geocoder.search({ ...query, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});
