import type { LatLng } from "../../shared/geo";

export interface NavigationLink {
  readonly app: "Google Maps" | "Waze" | "Apple Maps";
  readonly href: string;
}

/** Six decimals: about 10 cm, more than any phone's fix, and short enough for a URL. */
const coordinate = (value: number) => value.toFixed(6);

/**
 * Turn-by-turn driving directions to a point in the three apps captains use, by their documented
 * universal links (each opens the app when installed, the web version otherwise).
 */
export function navigationLinks(to: LatLng): readonly NavigationLink[] {
  const lat = coordinate(to.latitude);
  const lng = coordinate(to.longitude);
  return [
    {
      app: "Google Maps",
      href: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}&travelmode=driving`,
    },
    { app: "Waze", href: `https://waze.com/ul?ll=${lat},${lng}&navigate=yes` },
    { app: "Apple Maps", href: `https://maps.apple.com/?daddr=${lat},${lng}&dirflg=d` },
  ];
}
