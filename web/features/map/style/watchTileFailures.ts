import type { Map as MapLibreMap } from "maplibre-gl";

/** Tile errors in a row (none loading in between) that mean the tile host is out of reach. */
export const TILE_FAILURES_TO_GIVE_UP = 3;

interface SourceEvent {
  readonly sourceId?: string;
  readonly tile?: unknown;
  readonly dataType?: string;
}

/**
 * Calls `onFailing` once when the style's tiles keep failing: its source description (a TileJSON)
 * could not be read, or TILE_FAILURES_TO_GIVE_UP tiles failed with none loading in between.
 * Sprites and glyphs are not counted: without them the map still shows the streets.
 * Returns the function that stops watching.
 */
export function watchTileFailures(
  map: MapLibreMap,
  options: { readonly ignoreSources: readonly string[]; readonly onFailing: () => void },
): () => void {
  let failures = 0;
  let done = false;
  const counts = (event: SourceEvent) =>
    event.sourceId !== undefined && !options.ignoreSources.includes(event.sourceId);
  const give = () => {
    if (done) return;
    done = true;
    options.onFailing();
  };
  const onError = (raw: object) => {
    const event = raw as SourceEvent;
    if (!counts(event)) return;
    if (!event.tile) give();
    else if (++failures >= TILE_FAILURES_TO_GIVE_UP) give();
  };
  const onData = (raw: object) => {
    const event = raw as SourceEvent;
    if (event.dataType === "source" && event.tile && counts(event)) failures = 0;
  };
  map.on("error", onError);
  map.on("data", onData);
  return () => {
    done = true;
    map.off("error", onError);
    map.off("data", onData);
  };
}
