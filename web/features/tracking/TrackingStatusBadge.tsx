import { Badge } from "@chakra-ui/react";
import { trackingPalette } from "./trackingPalette";

/** The captain's status as the server computed it, in its colour, announced politely as it changes. */
export function TrackingStatusBadge({ status, color }: { readonly status: string; readonly color: string }) {
  const palette = trackingPalette(color);
  return (
    <Badge colorPalette={palette} data-palette={palette} variant="solid" size="md" aria-live="polite">
      {status}
    </Badge>
  );
}
