import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("geocoder configuration", () => {
  it("without GEOCODER_URL the built-in gazetteer answers, with a 2.5 s time-out for servers", () =>
    expect(loadConfig({}).geocoder).toEqual({ server: null, timeoutMs: 2500 }));

  it("takes a server, its kind (trailing slash dropped) and a time-out", () =>
    expect(
      loadConfig({
        GEOCODER_URL: "https://photon.example/",
        GEOCODER_KIND: "photon",
        GEOCODER_TIMEOUT_MS: "800",
      }).geocoder,
    ).toEqual({ server: { url: "https://photon.example", kind: "photon" }, timeoutMs: 800 }));

  it("names GEOCODER_KIND when the URL comes without it, and the other way round", () => {
    expect(() => loadConfig({ GEOCODER_URL: "https://nominatim.example" })).toThrow(
      /GEOCODER_KIND: is required/,
    );
    expect(() => loadConfig({ GEOCODER_KIND: "nominatim" })).toThrow(/GEOCODER_URL: is required/);
  });

  it("names the variable for a bad kind, URL or time-out", () => {
    expect(() => loadConfig({ GEOCODER_URL: "https://x.example", GEOCODER_KIND: "google" })).toThrow(
      /GEOCODER_KIND=/,
    );
    expect(() => loadConfig({ GEOCODER_URL: "ftp://x.example", GEOCODER_KIND: "photon" })).toThrow(
      /GEOCODER_URL=.*http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ GEOCODER_TIMEOUT_MS: "soon" })).toThrow(/GEOCODER_TIMEOUT_MS=/);
  });
});
