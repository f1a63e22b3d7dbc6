import { describe, expect, it } from "vitest";
import { trackingStatusStyle } from "./trackingStatusStyle";

describe("tracking status colours (spec §4)", () => {
  it.each([
    [5, "En Route", "blue"],
    [1, "En Route", "blue"],
    [0.99, "Nearby", "yellow"],
    [0.5, "Nearby", "yellow"],
    [0.49, "Almost There", "orange"],
    [0.2, "Almost There", "orange"],
    [0.19, "Arriving Now", "green"],
    [0, "Arriving Now", "green"],
  ])("%s km reads %s in %s", (km, label, colorPalette) => {
    expect(trackingStatusStyle(km)).toEqual({ label, colorPalette });
  });
});
