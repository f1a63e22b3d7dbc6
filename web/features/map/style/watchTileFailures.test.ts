import type { Map as MapLibreMap } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { TILE_FAILURES_TO_GIVE_UP, watchTileFailures } from "./watchTileFailures";

/** The two events watched, fired by hand as MapLibre fires them (sourceId, tile, dataType). */
function fakeMap() {
  const listeners = new Map<string, Set<(event: object) => void>>();
  const map = {
    on: (type: string, listener: (event: object) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    off: (type: string, listener: (event: object) => void) => listeners.get(type)?.delete(listener),
  };
  const fire = (type: string, event: object) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return { map: map as unknown as MapLibreMap, fire };
}

const watch = () => {
  const { map, fire } = fakeMap();
  let calls = 0;
  const stop = watchTileFailures(map, { ignoreSources: ["traffic"], onFailing: () => calls++ });
  return { fire, stop, calls: () => calls };
};

describe("watching a configured style's tiles", () => {
  it("gives up once after tiles fail in a row, and never for a source it was told to ignore", () => {
    const { fire, calls } = watch();
    for (let i = 0; i < 10; i++) fire("error", { sourceId: "traffic", tile: {} });
    expect(calls()).toBe(0);
    for (let i = 0; i < TILE_FAILURES_TO_GIVE_UP + 3; i++)
      fire("error", { sourceId: "openmaptiles", tile: {} });
    expect(calls()).toBe(1);
  });

  it("keeps the style while tiles load between the failures", () => {
    const { fire, calls } = watch();
    for (let i = 0; i < 10; i++) {
      fire("error", { sourceId: "openmaptiles", tile: {} });
      fire("data", { dataType: "source", sourceId: "openmaptiles", tile: {} });
    }
    expect(calls()).toBe(0);
  });

  it("gives up at once when the source's description (its TileJSON) cannot be read", () => {
    const { fire, calls } = watch();
    fire("error", { sourceId: "openmaptiles" });
    expect(calls()).toBe(1);
  });

  it("ignores errors that are not about a source (sprites, glyphs), and stops when told", () => {
    const { fire, stop, calls } = watch();
    for (let i = 0; i < 10; i++) fire("error", { error: new Error("sprite") });
    stop();
    fire("error", { sourceId: "openmaptiles" });
    expect(calls()).toBe(0);
  });
});
