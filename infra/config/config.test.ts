import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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
});
