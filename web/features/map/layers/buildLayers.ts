import type { Layer } from "@deck.gl/core";
import { PathLayer, ScatterplotLayer, TextLayer } from "@deck.gl/layers";
import { plannedRouteLayers, type RouteLine } from "../../routes";
import { FleetLayer } from "../fleet/FleetLayer";
import { toLngLat } from "../mapConstants";
import type { KnownPlace } from "../places";
import { isTopThree } from "../providerBadges";
import { EMIRATE_LABELS, LANDMARK_LABELS, type MapLabel } from "../style/placeLabels";
import type { FleetBatch, LatLng, MapPin, ProviderMarker, TowingTruckMarker } from "../types";

type RGBA = [number, number, number, number];

const BLUE: RGBA = [37, 99, 235, 255];
const RED: RGBA = [220, 38, 38, 255];
const GOLD: RGBA = [250, 204, 21, 255];
const WHITE: RGBA = [255, 255, 255, 255];
const TEAL: RGBA = [13, 148, 136, 255];
const GREY: RGBA = [156, 163, 175, 200];
const INK: RGBA = [30, 41, 59, 255];
const MEASURE: RGBA = [124, 58, 237, 255];
const ORANGE: RGBA = [234, 88, 12, 255];

/** How long the captain's marker glides from one reported position to the next. */
const CAPTAIN_GLIDE_MS = 1500;

/** Zoom from which landmark names replace the emirates' (Downtown's three landmarks overlap below it). */
export const LANDMARK_LABEL_MIN_ZOOM = 15;

export interface MapLayerInput {
  readonly zoom: number;
  /** Draw place names: the offline style has none of its own (a configured style brings its labels). */
  readonly offlineLabels: boolean;
  readonly providers: readonly ProviderMarker[];
  readonly trucks: readonly TowingTruckMarker[];
  readonly fleet: FleetBatch | null;
  readonly user: LatLng | null;
  readonly route: readonly LatLng[] | null;
  /** The active job's planned legs from the router (web/features/routes). */
  readonly plannedRoutes: readonly RouteLine[];
  readonly pins: readonly MapPin[];
  readonly captain: (LatLng & { readonly name: string }) | null;
  readonly place: KnownPlace | null;
  readonly measurePoints: readonly LatLng[];
}

/** Everything deck.gl draws over the base map, bottom to top; ids are stable so deck keeps layer state. */
export function buildLayers(input: MapLayerInput): Layer[] {
  // Constant arrays, picked by reference: deck only re-lays out text when the set really changes.
  const labels = !input.offlineLabels
    ? []
    : input.zoom >= LANDMARK_LABEL_MIN_ZOOM
      ? LANDMARK_LABELS
      : EMIRATE_LABELS;
  const topThree = input.providers.filter(isTopThree);

  return [
    new TextLayer<MapLabel>({
      id: "place-labels",
      data: labels,
      getPosition: (label) => label.position,
      getText: (label) => label.text,
      getSize: (label) => (label.kind === "emirate" ? 16 : 13),
      getColor: INK,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      fontWeight: 600,
      outlineWidth: 3,
      outlineColor: [255, 255, 255, 230],
      fontSettings: { sdf: true },
      getTextAnchor: (label) => (label.kind === "landmark" ? "start" : "middle"),
      getPixelOffset: (label) => (label.kind === "landmark" ? [14, 0] : [0, 0]),
    }),
    new ScatterplotLayer<MapLabel>({
      id: "landmark-dots",
      data: input.offlineLabels ? LANDMARK_LABELS : [],
      getPosition: (label) => label.position,
      getFillColor: INK,
      radiusUnits: "pixels",
      getRadius: 3,
    }),
    ...plannedRouteLayers(input.plannedRoutes),
    new PathLayer<readonly LatLng[]>({
      id: "route",
      data: input.route && input.route.length > 1 ? [input.route] : [],
      getPath: (route) => route.map(toLngLat),
      getColor: BLUE,
      getWidth: 5,
      widthUnits: "pixels",
      capRounded: true,
      jointRounded: true,
    }),
    new PathLayer<readonly LatLng[]>({
      id: "measure-line",
      data: input.measurePoints.length > 1 ? [input.measurePoints] : [],
      getPath: (points) => points.map(toLngLat),
      getColor: MEASURE,
      getWidth: 3,
      widthUnits: "pixels",
    }),
    new ScatterplotLayer<LatLng>({
      id: "measure-points",
      data: input.measurePoints,
      getPosition: toLngLat,
      getFillColor: WHITE,
      getLineColor: MEASURE,
      stroked: true,
      lineWidthUnits: "pixels",
      getLineWidth: 2,
      radiusUnits: "pixels",
      getRadius: 5,
    }),
    new ScatterplotLayer<TowingTruckMarker>({
      id: "towing-trucks",
      data: input.trucks,
      pickable: true,
      getPosition: (truck) => [truck.longitude, truck.latitude],
      getFillColor: (truck) => (truck.isAvailable ? TEAL : GREY),
      getLineColor: WHITE,
      stroked: true,
      lineWidthUnits: "pixels",
      getLineWidth: 2,
      radiusUnits: "pixels",
      getRadius: 9,
    }),
    new ScatterplotLayer<ProviderMarker>({
      id: "providers",
      data: input.providers,
      pickable: true,
      getPosition: (provider) => [provider.longitude, provider.latitude],
      getFillColor: (provider) => (isTopThree(provider) ? RED : BLUE),
      getLineColor: (provider) => (isTopThree(provider) ? GOLD : WHITE),
      stroked: true,
      lineWidthUnits: "pixels",
      getLineWidth: (provider) => (isTopThree(provider) ? 3 : 2),
      radiusUnits: "pixels",
      getRadius: (provider) => (isTopThree(provider) ? 13 : 9),
    }),
    new TextLayer<ProviderMarker>({
      id: "provider-ranks",
      data: topThree,
      getPosition: (provider) => [provider.longitude, provider.latitude],
      getText: (provider) => String(provider.rank),
      getSize: 13,
      getColor: WHITE,
      fontWeight: 700,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    }),
    new FleetLayer({ id: "fleet", batch: input.fleet, pickable: true }),
    new ScatterplotLayer<MapPin>({
      id: "pins",
      data: input.pins,
      pickable: true,
      getPosition: (pin) => [pin.longitude, pin.latitude],
      getFillColor: (pin) => (pin.kind === "pickup" ? RED : INK),
      getLineColor: WHITE,
      stroked: true,
      lineWidthUnits: "pixels",
      getLineWidth: 3,
      radiusUnits: "pixels",
      getRadius: 11,
    }),
    new TextLayer<MapPin>({
      id: "pin-letters",
      data: input.pins,
      getPosition: (pin) => [pin.longitude, pin.latitude],
      getText: (pin) => (pin.kind === "pickup" ? "A" : "B"),
      getSize: 12,
      getColor: WHITE,
      fontWeight: 700,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    }),
    new ScatterplotLayer<LatLng & { readonly name: string }>({
      id: "captain",
      data: input.captain ? [input.captain] : [],
      pickable: true,
      getPosition: toLngLat,
      getFillColor: ORANGE,
      getLineColor: WHITE,
      stroked: true,
      lineWidthUnits: "pixels",
      getLineWidth: 3,
      radiusUnits: "pixels",
      getRadius: 12,
      transitions: { getPosition: CAPTAIN_GLIDE_MS },
      updateTriggers: {
        getPosition: input.captain ? `${input.captain.latitude},${input.captain.longitude}` : "",
      },
    }),
    new ScatterplotLayer<LatLng>({
      id: "user-halo",
      data: input.user ? [input.user] : [],
      getPosition: toLngLat,
      getFillColor: [37, 99, 235, 50],
      radiusUnits: "pixels",
      getRadius: 22,
    }),
    new ScatterplotLayer<LatLng>({
      id: "user-location",
      data: input.user ? [input.user] : [],
      pickable: true,
      getPosition: toLngLat,
      getFillColor: BLUE,
      getLineColor: WHITE,
      stroked: true,
      lineWidthUnits: "pixels",
      getLineWidth: 3,
      radiusUnits: "pixels",
      getRadius: 9,
    }),
    new ScatterplotLayer<KnownPlace>({
      id: "found-place",
      data: input.place ? [input.place] : [],
      pickable: true,
      getPosition: (place) => toLngLat(place.at),
      getFillColor: RED,
      getLineColor: WHITE,
      stroked: true,
      lineWidthUnits: "pixels",
      getLineWidth: 3,
      radiusUnits: "pixels",
      getRadius: 10,
    }),
  ];
}
