import { Badge } from "@chakra-ui/react";
import { useT } from "../../shared/i18n";
import { trackingMessages } from "./messages";
import { trackingPalette } from "./trackingPalette";
import { trackingPhaseLabel } from "./trackingTexts";

/**
 * The captain's status as the server computed it, in its colour and the reader's language (by its
 * phase; an unknown phase shows the server's own label), announced politely as it changes.
 */
export function TrackingStatusBadge({
  phase,
  status,
  color,
}: {
  readonly phase: string;
  readonly status: string;
  readonly color: string;
}) {
  const t = useT(trackingMessages);
  const palette = trackingPalette(color);
  return (
    <Badge colorPalette={palette} data-palette={palette} variant="solid" size="md" aria-live="polite">
      {trackingPhaseLabel(phase, status, t)}
    </Badge>
  );
}
