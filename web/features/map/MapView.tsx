import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { MapLoadingOverlay } from "./controls/MapLoadingOverlay";
import type { MapViewProps } from "./mapViewProps";

// maplibre-gl and deck.gl are most of the app's weight: they load only when a map is on screen.
const MapCanvas = lazy(() => import("./MapCanvas"));

/** The map widget; give its parent a height. */
export function MapView(props: MapViewProps) {
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
