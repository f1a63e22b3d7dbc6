import { describe, expect, it } from "vitest";
import { navigationLinks } from "./navigationLinks";

describe("navigationLinks", () => {
  it("gives driving directions to the point in Google Maps, Waze and Apple Maps", () => {
    expect(navigationLinks({ latitude: 25.1972, longitude: 55.2744 })).toEqual([
      {
        app: "Google Maps",
        href: "https://www.google.com/maps/dir/?api=1&destination=25.197200,55.274400&travelmode=driving",
      },
      { app: "Waze", href: "https://waze.com/ul?ll=25.197200,55.274400&navigate=yes" },
      { app: "Apple Maps", href: "https://maps.apple.com/?daddr=25.197200,55.274400&dirflg=d" },
    ]);
  });
});
