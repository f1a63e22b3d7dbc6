import type { Layer } from "@deck.gl/core";
import { PathLayer } from "@deck.gl/layers";
import type { RouteLine } from "./routeTypes";

type RGBA = [number, number, number, number];

/** Sky blue on a white casing: apart from the recorded track's solid blue. */
const ROAD: RGBA = [14, 165, 233, 255];
const CASING: RGBA = [255, 255, 255, 230];
/** The straight-line estimate is no road: drawn faint and thin, so nobody takes it for one. */
const ESTIMATE: RGBA = [14, 165, 233, 140];

/** The planned route legs of the active job, as deck.gl layers for the map (under its markers). */
export function plannedRouteLayers(lines: readonly RouteLine[]): Layer[] {
  const drawn = lines.filter((line) => line.points.length > 1);
  const path = (line: RouteLine) => line.points.map((p) => [p.longitude, p.latitude] as [number, number]);
  return [
    new PathLayer<RouteLine>({
      id: "planned-route-casing",
      data: drawn.filter((line) => !line.approximate),
      getPath: path,
      getColor: CASING,
      getWidth: 9,
      widthUnits: "pixels",
      capRounded: true,
      jointRounded: true,
    }),
    new PathLayer<RouteLine>({
      id: "planned-route",
      data: drawn,
      getPath: path,
      getColor: (line) => (line.approximate ? ESTIMATE : ROAD),
      getWidth: (line) => (line.approximate ? 3 : 5),
      widthUnits: "pixels",
      capRounded: true,
      jointRounded: true,
    }),
  ];
}
