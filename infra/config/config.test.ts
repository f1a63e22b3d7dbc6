import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { demoModeWarning } from "./demoMode";

describe("loadConfig", () => {
  it("defaults to the embedded store on port 3000 with demo data", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      eventStore: "pglite",
      port: 3000,
      dataDir: "./data",
      seedDemo: true,
      logLevel: "info",
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      EVENT_STORE: "postgres",
      DATABASE_URL: "postgresql://u@db:5432/roadside",
      PORT: "8080",
      DATA_DIR: "/var/lib/roadside",
      SEED_DEMO: "0",
      LOG_LEVEL: "debug",
    });
    expect(config).toMatchObject({
      eventStore: "postgres",
      databaseUrl: "postgresql://u@db:5432/roadside",
      port: 8080,
      dataDir: "/var/lib/roadside",
      seedDemo: false,
      logLevel: "debug",
    });
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ EVENT_STORE: "mongo" })).toThrow(/EVENT_STORE="mongo"/);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: "maybe" })).toThrow(ConfigError);
  });

  it("requires KURRENTDB_URL for the KurrentDB store", () => {
    expect(() => loadConfig({ EVENT_STORE: "kurrentdb" })).toThrow(/KURRENTDB_URL: is required/);
    expect(
      loadConfig({ EVENT_STORE: "kurrentdb", KURRENTDB_URL: "kurrentdb://localhost:2113?tls=false" })
        .kurrentDbUrl,
    ).toBe("kurrentdb://localhost:2113?tls=false");
    expect(() => loadConfig({ EVENT_STORE: "kurrentdb", KURRENTDB_URL: "http://x" })).toThrow(
      /KURRENTDB_URL/,
    );
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", LOG_LEVEL: "" }).port).toBe(3000);
  });

  describe("demo mode (the demo accounts share a published password)", () => {
    it("is on for the embedded npm start", () => {
      expect(loadConfig({}).seedDemo).toBe(true);
      expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
    });

    it("is off by default with a shared store, a split role or NODE_ENV=production", () => {
      expect(loadConfig({ EVENT_STORE: "postgres" }).seedDemo).toBe(false);
      expect(
        loadConfig({ EVENT_STORE: "kurrentdb", KURRENTDB_URL: "kurrentdb://localhost:2113?tls=false" })
          .seedDemo,
      ).toBe(false);
      expect(loadConfig({ EVENT_STORE: "postgres", ROLE: "api" }).seedDemo).toBe(false);
      expect(loadConfig({ EVENT_STORE: "postgres", ROLE: "worker" }).seedDemo).toBe(false);
      expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    });

    it("follows SEED_DEMO when it is set, either way", () => {
      expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
      expect(loadConfig({ EVENT_STORE: "postgres", SEED_DEMO: "1" }).seedDemo).toBe(true);
      expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
    });

    it("warns loudly when demo accounts are seeded outside the embedded store, and only then", () => {
      const facts = (env: Record<string, string>) => loadConfig(env);
      expect(demoModeWarning(facts({}))).toBeNull();
      expect(demoModeWarning(facts({ EVENT_STORE: "postgres" }))).toBeNull();
      const warning = demoModeWarning(facts({ EVENT_STORE: "postgres", ROLE: "worker", SEED_DEMO: "1" }));
      expect(warning).toContain("EVENT_STORE=postgres, ROLE=worker");
      expect(warning).toContain("admin");
      expect(warning).toContain("npm run admin:create");
      expect(demoModeWarning(facts({ NODE_ENV: "production", SEED_DEMO: "1" }))).toContain(
        "NODE_ENV=production",
      );
    });

    it("tells production apart", () => {
      expect(loadConfig({}).production).toBe(false);
      expect(loadConfig({ NODE_ENV: "production" }).production).toBe(true);
    });
  });
});
