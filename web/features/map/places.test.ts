import { describe, expect, it } from "vitest";
import { KNOWN_PLACES, matchPlace } from "./places";

describe("map search (spec §5)", () => {
  it.each(["burj khalifa", "dubai mall", "palm jumeirah", "dubai marina", "dxb airport", "downtown", "jbr"])(
    "finds %s",
    (name) => {
      expect(matchPlace(name)?.query).toBe(name);
    },
  );

  it("ignores case and the spaces a keyboard adds", () => {
    expect(matchPlace("Burj Khalifa")?.label).toBe("Burj Khalifa");
    expect(matchPlace("  DXB   Airport ")?.label).toBe("DXB Airport");
  });

  it.each(["burj", "dubai", "marina", "burj khalifa tower", "JBR beach", "", "abu dhabi"])(
    "does nothing for %j",
    (text) => {
      expect(matchPlace(text)).toBeNull();
    },
  );

  it("places everything inside Dubai", () => {
    for (const place of KNOWN_PLACES) {
      expect(place.at.latitude).toBeGreaterThan(24.9);
      expect(place.at.latitude).toBeLessThan(25.4);
      expect(place.at.longitude).toBeGreaterThan(55.0);
      expect(place.at.longitude).toBeLessThan(55.5);
    }
  });
});
