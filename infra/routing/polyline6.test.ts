import { describe, expect, it } from "vitest";
import { decodePolyline6, encodePolyline6 } from "./polyline6";

describe("polyline6", () => {
  it("decodes Google's documented example at precision 6 into GeoJSON order", () => {
    // The example line of Google's polyline documentation, scaled to 6 decimals.
    const line = [
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ] as const;
    const encoded = encodePolyline6(line);
    expect(encoded).toBe("_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI");
    expect(decodePolyline6(encoded)).toEqual(line);
  });

  it("keeps Dubai coordinates to the micro-degree", () => {
    const line: [number, number][] = [
      [55.274412, 25.197197],
      [55.279601, 25.198512],
    ];
    expect(decodePolyline6(encodePolyline6(line))).toEqual(line);
  });

  it("refuses a truncated string", () => {
    expect(() => decodePolyline6("_izlhA~rlgd")).toThrow(/ends in the middle/);
  });
});
