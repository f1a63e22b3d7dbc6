import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("web security settings", () => {
  it("default to the request's own host only, 20 sockets per address, and the default map's host", () => {
    expect(loadConfig({})).toMatchObject({
      publicOrigins: [],
      maxSocketsPerAddress: 20,
      mapOrigins: ["https://tiles.openfreemap.org"],
    });
  });

  it("read public origins, the socket cap, and the map's hosts (MAP_ORIGINS and the style URLs')", () => {
    const config = loadConfig({
      PUBLIC_ORIGINS: "https://roadside.example, https://www.roadside.example/",
      MAX_SOCKETS_PER_ADDRESS: "5",
      MAP_ORIGINS: "https://tiles.example",
      MAP_STYLE_URL: "https://api.maptiler.com/maps/streets/style.json?key=k",
    });
    expect(config).toMatchObject({
      publicOrigins: ["https://roadside.example", "https://www.roadside.example"],
      maxSocketsPerAddress: 5,
      mapOrigins: ["https://tiles.example", "https://api.maptiler.com"],
    });
  });

  it("name a bad origin: a path, another scheme, or no scheme", () => {
    expect(() => loadConfig({ PUBLIC_ORIGINS: "https://roadside.example/app" })).toThrow(
      /PUBLIC_ORIGINS.*scheme, host and port only/,
    );
    expect(() => loadConfig({ PUBLIC_ORIGINS: "roadside.example" })).toThrow(/PUBLIC_ORIGINS/);
    expect(() => loadConfig({ MAP_ORIGINS: "ftp://tiles.example" })).toThrow(/MAP_ORIGINS/);
    expect(() => loadConfig({ MAX_SOCKETS_PER_ADDRESS: "0" })).toThrow(/MAX_SOCKETS_PER_ADDRESS/);
  });
});
