import { Badge } from "@chakra-ui/react";
import { trackingStatusStyle } from "./trackingStatusStyle";

/** The captain's status by remaining distance, announced politely as it changes. */
export function TrackingStatusBadge({ remainingKm }: { readonly remainingKm: number }) {
  const { label, colorPalette } = trackingStatusStyle(remainingKm);
  return (
    <Badge colorPalette={colorPalette} variant="solid" size="md" aria-live="polite">
      {label}
    </Badge>
  );
}
