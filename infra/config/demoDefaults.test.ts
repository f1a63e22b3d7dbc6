import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { withDemoDefaults } from "./demoDefaults";

/** What `npm start` ends up with for a given environment (infra/main.ts). */
const started = (env: Record<string, string>) => loadConfig(withDemoDefaults(env));
const live = (env: Record<string, string>) => {
  const config = started(env);
  return {
    fleet: config.simulateFleet,
    demand: config.simulateDemand,
    historyDays: config.seedHistoryDays,
  };
};

describe("npm start's demo defaults", () => {
  it("on the embedded store: a fleet of 40, 2 requests a minute and 60 days of history", () => {
    expect(live({})).toEqual({ fleet: 40, demand: 2, historyDays: 60 });
    expect(live({ EVENT_STORE: "pglite", ROLE: "all", NODE_ENV: "development" })).toEqual({
      fleet: 40,
      demand: 2,
      historyDays: 60,
    });
  });

  it("0 turns each off, and any other figure is taken as given", () => {
    expect(live({ SIMULATE_DEMAND: "0" })).toEqual({ fleet: 40, demand: 0, historyDays: 60 });
    expect(live({ SIMULATE_DEMAND: "0.5", SEED_HISTORY_DAYS: "0", SIMULATE_FLEET: "3" })).toEqual({
      fleet: 3,
      demand: 0.5,
      historyDays: 0,
    });
  });

  it("nothing simulated anywhere else: a shared store, a split role or production", () => {
    const off = { fleet: 0, demand: 0, historyDays: 0 };
    expect(live({ EVENT_STORE: "postgres" })).toEqual(off);
    expect(live({ EVENT_STORE: "kurrentdb", KURRENTDB_URL: "kurrentdb://localhost:2113?tls=false" })).toEqual(
      off,
    );
    expect(live({ EVENT_STORE: "postgres", ROLE: "api" })).toEqual(off);
    expect(live({ EVENT_STORE: "postgres", ROLE: "worker" })).toEqual(off);
    expect(live({ NODE_ENV: "production" })).toEqual(off);
  });

  it("but a deployment may still ask for demand explicitly", () =>
    expect(live({ EVENT_STORE: "postgres", SIMULATE_DEMAND: "1" }).demand).toBe(1));

  it("without npm start (loadConfig alone, as tests and tools call it) everything is off", () =>
    expect(loadConfig({})).toMatchObject({ simulateFleet: 0, simulateDemand: 0, seedHistoryDays: 0 }));

  it("names SEED_HISTORY_DAYS when it is not a whole number of days", () =>
    expect(() => started({ SEED_HISTORY_DAYS: "sixty" })).toThrow(/SEED_HISTORY_DAYS/));
});
