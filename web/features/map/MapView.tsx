import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useT } from "../../shared/i18n";
import { MapLoadingOverlay } from "./controls/MapLoadingOverlay";
import type { MapViewProps } from "./mapViewProps";
import { mapMessages } from "./messages";

// maplibre-gl and deck.gl are most of the app's weight: they load only when a map is on screen.
const MapCanvas = lazy(() => import("./MapCanvas"));

/** The map widget; give its parent a height. */
export function MapView(props: MapViewProps) {
  // The map's texts load (in Arabic, their own small chunk) before its loading overlay needs them.
  useT(mapMessages);
  return (
    <Suspense
      fallback={
        <Box position="relative" width="100%" height="100%" minH="80">
          <MapLoadingOverlay />
        </Box>
      }
    >
      <MapCanvas {...props} />
    </Suspense>
  );
}
