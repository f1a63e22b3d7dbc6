import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("deployment settings", () => {
  it("defaults to one process doing everything, trusting no proxy", () => {
    expect(loadConfig({})).toMatchObject({ role: "all", trustProxy: false, readyMaxLagEvents: 5000 });
  });

  it("reads roles, proxy trust and readiness bounds", () => {
    const config = loadConfig({
      EVENT_STORE: "postgres",
      ROLE: "api",
      TRUST_PROXY: "10.0.0.0/8, 172.16.0.0/12",
      READY_MAX_LAG_EVENTS: "100",
      SHUTDOWN_DRAIN_SECONDS: "2",
    });
    expect(config).toMatchObject({
      role: "api",
      trustProxy: ["10.0.0.0/8", "172.16.0.0/12"],
      readyMaxLagEvents: 100,
      shutdownDrainMs: 2000,
    });
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("names a bad role or proxy setting", () => {
    expect(() => loadConfig({ ROLE: "leader" })).toThrow(/ROLE="leader"/);
    expect(() => loadConfig({ TRUST_PROXY: "nginx please" })).toThrow(/TRUST_PROXY="nginx please"/);
  });

  it("refuses a split role on the embedded store, which one process owns", () => {
    expect(() => loadConfig({ ROLE: "worker" })).toThrow(/ROLE=worker: needs a store other processes share/);
  });
});
