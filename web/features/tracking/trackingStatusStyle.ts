import { type TrackingColor, trackingStatus } from "../../../domain/rules/trackingStatus";

/** Chakra colour palettes for the live tracking status (spec §4): blue, yellow, orange, green. */
const PALETTE: Readonly<Record<TrackingColor, string>> = {
  blue: "blue",
  yellow: "yellow",
  orange: "orange",
  green: "green",
};

export interface TrackingStatusStyle {
  readonly label: string;
  readonly colorPalette: string;
}

/** The label and colour for the captain's remaining distance; the thresholds are the domain's. */
export function trackingStatusStyle(remainingKm: number): TrackingStatusStyle {
  const status = trackingStatus(remainingKm);
  return { label: status.label, colorPalette: PALETTE[status.color] };
}
