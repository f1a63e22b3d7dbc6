import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("ROUTER_URL, ROUTER_KIND, ROUTER_TIMEOUT_MS", () => {
  it("default to no routing server and a 2.5 s time-out", () =>
    expect(loadConfig({}).router).toEqual({ server: null, timeoutMs: 2500 }));

  it("take an OSRM server", () =>
    expect(
      loadConfig({ ROUTER_URL: "http://osrm.local:5000", ROUTER_KIND: "osrm", ROUTER_TIMEOUT_MS: "800" })
        .router,
    ).toEqual({ server: { url: "http://osrm.local:5000", kind: "osrm" }, timeoutMs: 800 }));

  it("need the kind with the URL, and the URL with the kind", () => {
    expect(() => loadConfig({ ROUTER_URL: "http://osrm.local:5000" })).toThrow(/ROUTER_KIND: is required/);
    expect(() => loadConfig({ ROUTER_KIND: "valhalla" })).toThrow(/ROUTER_URL: is required/);
  });

  it("name the variable that is wrong", () => {
    expect(() => loadConfig({ ROUTER_URL: "osrm.local", ROUTER_KIND: "osrm" })).toThrow(
      /ROUTER_URL="osrm.local"/,
    );
    expect(() => loadConfig({ ROUTER_URL: "http://x", ROUTER_KIND: "graphhopper" })).toThrow(/ROUTER_KIND=/);
    expect(() => loadConfig({ ROUTER_TIMEOUT_MS: "soon" })).toThrow(/ROUTER_TIMEOUT_MS="soon"/);
  });
});
