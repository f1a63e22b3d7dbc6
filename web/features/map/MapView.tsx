import { Box } from "@chakra-ui/react";
import { lazy, Suspense, useEffect } from "react";
import { useT } from "../../shared/i18n";
import { MapLoadingOverlay } from "./controls/MapLoadingOverlay";
import type { MapViewProps } from "./mapViewProps";
import { mapMessages } from "./messages";
import { loadMapSettings } from "./style/mapSettings";

// maplibre-gl is most of the app's weight: it loads only when a map is on screen, and deck.gl, for
// the markers, after it (MapCanvas). Not preloaded with the customer home: on a phone's network the
// map's 330 KB competed with the home's own chunk and Lighthouse's mobile score fell from 74 to 62.
const MapCanvas = lazy(() => import("./MapCanvas"));

/** The map widget; give its parent a height. */
export function MapView(props: MapViewProps) {
  // The map's texts load (in Arabic, their own small chunk) before its loading overlay needs them.
  useT(mapMessages);
  // The settings are asked beside the map's chunk, not once it has arrived.
  useEffect(() => {
    void loadMapSettings();
  }, []);
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
