import type { PickingInfo } from "@deck.gl/core";
import { MapLibreOverlay } from "@deck.gl/maplibre";
import type { Map as MapLibreMap } from "maplibre-gl";
import { buildLayers, type MapLayerInput } from "./buildLayers";

/** What MapCanvas draws over the base map once this chunk is there; `onFirstDraw` hears its first frame. */
export interface DeckOverlay {
  /** Draws these markers, lines and labels; `onPick` hears clicks on the pickable ones. */
  draw(input: MapLayerInput, onPick: (info: PickingInfo) => void): void;
  remove(): void;
}

/**
 * deck.gl and everything MapCanvas draws with it (issue 24): about 200 KB gzip of deck.gl, luma.gl,
 * loaders.gl and math.gl that the base map's first frame does not need, so MapCanvas imports this
 * chunk lazily, fetching it beside MapLibre and adding the overlay once the base map is drawn.
 */
export function addDeckOverlay(map: MapLibreMap, onFirstDraw: () => void): DeckOverlay {
  let given = false;
  let drawn = false;
  const overlay = new MapLibreOverlay({
    interleaved: false,
    layers: [],
    // The first frame with the layers given (not the empty one deck.gl may draw before).
    onAfterRender: () => {
      if (!given || drawn) return;
      drawn = true;
      onFirstDraw();
    },
  });
  map.addControl(overlay);
  return {
    draw(input, onPick) {
      given = true;
      overlay.setProps({
        layers: buildLayers(input),
        onClick: onPick,
        getCursor: ({ isHovering, isDragging }) =>
          isDragging ? "grabbing" : isHovering ? "pointer" : "grab",
      });
    },
    remove() {
      // The map may already be gone (unmount): its controls went with it.
      if (map.hasControl(overlay)) map.removeControl(overlay);
    },
  };
}
