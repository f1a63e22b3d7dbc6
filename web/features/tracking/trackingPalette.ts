/** The four colours the server gives tracking statuses (spec §4): En Route blue, Nearby yellow, Almost There orange, Arriving Now green. */
const PALETTE: Readonly<Record<string, string>> = {
  blue: "blue",
  yellow: "yellow",
  orange: "orange",
  green: "green",
};

/** The Chakra palette for the server's tracking colour; an unknown colour reads neutral rather than wrong. */
export function trackingPalette(color: string): string {
  return PALETTE[color] ?? "gray";
}
