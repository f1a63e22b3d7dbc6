import "maplibre-gl/dist/maplibre-gl.css";
import { neighbours, uae } from "virtual:uae-outline";
import { Badge, Box, Button, HStack, IconButton, Stack, Text, VStack } from "@chakra-ui/react";
import type { PickingInfo } from "@deck.gl/core";
import {
  AttributionControl,
  type Map as MapLibreMap,
  Map as MapLibreMapClass,
  prewarm,
  setWorkerUrl,
} from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { formatKm, formatMinutes } from "../../shared/format";
import { directionOf, type Language, useLanguage, useT } from "../../shared/i18n";
import { CrosshairIcon, MapPinIcon, MinusIcon, PlusIcon } from "../../shared/ui";
import type { RouteLine } from "../routes";
import { LayersPanel } from "./controls/LayersPanel";
import { MapLoadingOverlay } from "./controls/MapLoadingOverlay";
import { MapSearch } from "./controls/MapSearch";
import type { FleetVehicle } from "./fleet/FleetLayer";
import type { MapLayerInput } from "./layers/buildLayers";
import type { DeckOverlay } from "./layers/deckOverlay";
import { MapPopup } from "./MapPopup";
import {
  BASE_LAYERS,
  type BaseLayer,
  CENTER_ON_ME_ZOOM,
  DEFAULT_CENTER,
  INITIAL_ZOOM,
  PLACE_ZOOM,
  ROUTE_PREFERENCES,
  type RoutePreference,
  TILE_MAX_ZOOM,
  toLngLat,
  USER_LOCATION_ZOOM,
} from "./mapConstants";
import type { MapViewProps } from "./mapViewProps";
import { pathLengthKm } from "./measure";
import { mapMessages } from "./messages";
import type { KnownPlace } from "./places";
import { FleetPopupContent, ProviderPopupContent, TruckPopupContent } from "./popupContent";
import { providerBadges } from "./providerBadges";
import { applyLabelLanguage, localizeLabels } from "./style/localizeLabels";
import { useMapSettings } from "./style/mapSettings";
import {
  type MapNotice,
  offlineResolved,
  type ResolvedStyle,
  resolveBaseStyle,
} from "./style/resolveBaseStyle";
import { TRAFFIC_SOURCE, useTrafficLayer } from "./style/useTrafficLayer";
import { watchTileFailures } from "./style/watchTileFailures";
import type { LatLng, MapPin, ProviderMarker, TowingTruckMarker } from "./types";
import { providerAction, visibleProviders } from "./visibleProviders";

// Without this, a production build cannot find maplibre's worker and renders a blank map (DESIGN.md).
setWorkerUrl(workerUrl);
// MapLibre's worker starts (its 0.5 MB script compiling off the main thread) while the screen that
// preloaded this chunk still gets ready, not once the map is created; and it stays for the next map,
// as MapLibre advises for single-page apps (issue 24).
prewarm();

/**
 * deck.gl and the layers it draws, in a chunk of their own (issue 24): the base map's first frame
 * does not wait for them, and their shaders compile only once it is drawn.
 */
const loadDeckOverlay = () => import("./layers/deckOverlay");

const NO_PINS: readonly MapPin[] = [];
const NO_LINES: readonly RouteLine[] = [];
const OFFLINE_LAND = { uae, neighbours };

/**
 * Asks for a frame every 250 ms until the map goes idle (style and sources loaded and drawn).
 * When the main thread is busy for seconds (deck.gl compiling shaders on a software GPU),
 * maplibre can finish loading without a frame left to notice, and sit blank until the user pans.
 * Returns the cancel function.
 */
function nudgeUntilIdle(map: MapLibreMap): () => void {
  let idle = false;
  const onIdle = () => {
    idle = true;
  };
  map.once("idle", onIdle);
  const timer = setInterval(() => {
    if (idle) clearInterval(timer);
    else map.triggerRepaint();
  }, 250);
  return () => {
    clearInterval(timer);
    map.off("idle", onIdle);
  };
}

type Popup =
  | { readonly kind: "provider"; readonly provider: ProviderMarker }
  | { readonly kind: "truck"; readonly truck: TowingTruckMarker }
  | { readonly kind: "user"; readonly at: LatLng }
  | { readonly kind: "place"; readonly place: KnownPlace }
  | { readonly kind: "pin"; readonly pin: MapPin }
  | { readonly kind: "captain"; readonly name: string; readonly role: string | null; readonly at: LatLng }
  | { readonly kind: "vehicle"; readonly vehicle: FleetVehicle; readonly at: LatLng };

function popupPosition(popup: Popup): LatLng {
  switch (popup.kind) {
    case "provider":
      return popup.provider;
    case "truck":
      return popup.truck;
    case "place":
      return popup.place.at;
    case "pin":
      return popup.pin;
    default:
      return popup.at;
  }
}

/** The map widget (spec §2.5): maplibre draws the base map, deck.gl everything on it. Loaded lazily. */
export default function MapCanvas(props: MapViewProps) {
  const t = useT(mapMessages);
  // Place names in the style's data follow the reader's language (issue 22).
  const language = useLanguage();
  const languageRef = useRef<Language>(language);
  languageRef.current = language;
  const containerRef = useRef<HTMLDivElement>(null);
  // The map, created once the container exists and the first style is known.
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  // deck.gl's markers, lines and labels over it, added once the base map has drawn its first frame.
  const [overlay, setOverlay] = useState<DeckOverlay | null>(null);
  const [overlayDrawn, setOverlayDrawn] = useState(false);
  const [failure, setFailure] = useState<"webgl" | "start" | null>(null);
  const [zoom, setZoom] = useState(props.initialView?.zoom ?? INITIAL_ZOOM);
  const [base, setBase] = useState<BaseLayer>("street");
  // The map's run-time settings (GET /api/map/config), then the chosen layer's style: the
  // configured one if its host answers, else the offline map with a notice saying why.
  const settings = useMapSettings();
  const [resolved, setResolved] = useState<ResolvedStyle | null>(null);
  const resolvedRef = useRef(resolved);
  resolvedRef.current = resolved;
  const appliedStyle = useRef<ResolvedStyle | null>(null);
  const [traffic, setTraffic] = useState(false);
  const [routePreference, setRoutePreference] = useState<RoutePreference>("fastest");
  const [popup, setPopup] = useState<Popup | null>(null);
  const [place, setPlace] = useState<KnownPlace | null>(null);
  const [measuring, setMeasuring] = useState(false);
  const [measurePoints, setMeasurePoints] = useState<readonly LatLng[]>([]);
  const recentredOnUser = useRef(false);
  // Read once, when the map is created: later changes of the prop do not move a map the user has moved.
  const initialView = useRef(props.initialView);
  const centreWhenLocated = useRef(false);

  const userLocation = props.userLocation ?? null;
  const userLocationRef = useRef(userLocation);
  userLocationRef.current = userLocation;
  const providers = useMemo(
    () => visibleProviders(props.providers ?? [], props.selectedService),
    [props.providers, props.selectedService],
  );
  const badges = useMemo(() => providerBadges(providers), [providers]);

  useEffect(() => {
    if (!settings) return;
    let live = true;
    void resolveBaseStyle(base, settings, OFFLINE_LAND).then((style) => {
      if (live) setResolved(style);
    });
    return () => {
      live = false;
    };
  }, [settings, base]);
  const styleKnown = resolved !== null;

  // Create the map once the first style is known; everything else talks to it through effects.
  useEffect(() => {
    const container = containerRef.current;
    const first = resolvedRef.current;
    if (!styleKnown || !container || !first) return;
    // Where it opens: the screen's view; else on the user when their position is known already (as
    // on the customer home), rather than over central Dubai and then gliding to them while the
    // first frame's tiles load twice; else central Dubai.
    const located = initialView.current ? null : userLocationRef.current;
    let created: MapLibreMap;
    try {
      created = new MapLibreMapClass({
        container,
        style: localizeLabels(first.style, languageRef.current),
        center: toLngLat(initialView.current ?? located ?? DEFAULT_CENTER),
        zoom: initialView.current?.zoom ?? (located ? USER_LOCATION_ZOOM : INITIAL_ZOOM),
        maxZoom: TILE_MAX_ZOOM[first.base],
        // Added per style below: the credit differs between the street map and the offline one.
        attributionControl: false,
      });
      appliedStyle.current = first;
    } catch (error) {
      setFailure(error instanceof Error && /webgl/i.test(error.message) ? "webgl" : "start");
      return;
    }
    // Fetched beside MapLibre's worker and tiles, added on "load" (below, which reports a failure).
    void loadDeckOverlay().catch(() => {});
    created.on("load", () => setReady(true));
    const stopNudging = nudgeUntilIdle(created);
    // The map's own errors (a tile or style that failed) have no product handling (spec §8); log them.
    created.on("error", (event) => console.error("map:", event.error?.message ?? event));
    created.on("zoomend", () => setZoom(created.getZoom()));
    setZoom(created.getZoom());
    // A new map (StrictMode's second mount, or a remount) recentres on the user once again, unless
    // it opened on them.
    recentredOnUser.current = located !== null;
    setMap(created);
    return () => {
      stopNudging();
      created.remove();
      setMap(null);
      setReady(false);
    };
  }, [styleKnown]);

  // The overlay once the base map is drawn: on a software GPU its shaders take seconds to compile,
  // and compiled earlier they held back MapLibre's first frame. Until then the loading cover hides
  // the map, so nothing is seen without its markers.
  useEffect(() => {
    if (!map || !ready) return;
    let live = true;
    let added: DeckOverlay | null = null;
    loadDeckOverlay().then(
      ({ addDeckOverlay }) => {
        if (!live) return;
        added = addDeckOverlay(map, () => setOverlayDrawn(true));
        setOverlay(added);
      },
      (error: unknown) => console.error("map: the marker layer could not be loaded:", error),
    );
    return () => {
      live = false;
      added?.remove();
      setOverlay(null);
      setOverlayDrawn(false);
    };
  }, [map, ready]);

  // A newly chosen or fallen-back style, with that layer's tile max zoom.
  useEffect(() => {
    if (!map || !resolved || appliedStyle.current === resolved) return;
    appliedStyle.current = resolved;
    map.setMaxZoom(settings?.styles[resolved.base]?.maxZoom ?? TILE_MAX_ZOOM[resolved.base]);
    map.setStyle(localizeLabels(resolved.style, languageRef.current));
    return nudgeUntilIdle(map);
  }, [map, resolved, settings]);

  // The language changed under a drawn (or loading) style: its labels only, so nothing else reloads.
  useEffect(() => {
    const applied = resolved && appliedStyle.current === resolved ? resolved : null;
    if (!map || !applied?.labels) return;
    return applyLabelLanguage(map, applied.style, language);
  }, [map, resolved, language]);

  // A configured style whose tiles keep failing (offline, blocked) gives way to the offline map.
  useEffect(() => {
    if (!map || resolved?.kind !== "configured") return;
    const { base: failing } = resolved;
    return watchTileFailures(map, {
      ignoreSources: [TRAFFIC_SOURCE],
      onFailing: () =>
        setResolved(offlineResolved(failing, OFFLINE_LAND, { base: failing, failed: "tiles" })),
    });
  }, [map, resolved]);

  // The credit the map data's licence asks for: the style's sources' own, plus the server's
  // (OpenStreetMap) on a configured style; the offline map credits Natural Earth through its source.
  const creditKind = resolved?.kind;
  const credit = creditKind === "configured" ? settings?.attribution || undefined : undefined;
  // The bottom corner at the line's end: the map's own buttons sit at its start (insetStart), and
  // both turn with the writing direction.
  const creditCorner = directionOf(language) === "rtl" ? "bottom-left" : "bottom-right";
  useEffect(() => {
    if (!map || !creditKind) return;
    const control = new AttributionControl({
      compact: true,
      ...(credit ? { customAttribution: credit } : {}),
    });
    map.addControl(control, creditCorner);
    return () => {
      // The map may already be gone (unmount): its controls went with it.
      if (map.hasControl(control)) map.removeControl(control);
    };
  }, [map, creditKind, credit, creditCorner]);

  useTrafficLayer(map, traffic ? (settings?.traffic ?? null) : null);

  // Recentre on the user at zoom 15 the first time their position is known; or at 17 if they asked.
  useEffect(() => {
    if (!map || !userLocation) return;
    if (centreWhenLocated.current) {
      centreWhenLocated.current = false;
      recentredOnUser.current = true;
      map.flyTo({ center: toLngLat(userLocation), zoom: CENTER_ON_ME_ZOOM });
    } else if (!recentredOnUser.current) {
      recentredOnUser.current = true;
      map.easeTo({ center: toLngLat(userLocation), zoom: USER_LOCATION_ZOOM });
    }
  }, [map, userLocation]);

  // Frame the request once per fitKey: its pins, the captain and the user all in view.
  const fittedKey = useRef<string | null>(null);
  const { fitKey, pins, captain } = props;
  useEffect(() => {
    if (!map || !fitKey || fittedKey.current === fitKey) return;
    const points: LatLng[] = [
      ...(pins ?? []),
      ...(captain ? [captain] : []),
      ...(userLocation ? [userLocation] : []),
    ];
    if (points.length < 2) return;
    fittedKey.current = fitKey;
    const lngs = points.map((point) => point.longitude);
    const lats = points.map((point) => point.latitude);
    map.fitBounds(
      [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      { padding: 60, maxZoom: USER_LOCATION_ZOOM, duration: 800 },
    );
  }, [map, fitKey, pins, captain, userLocation]);

  // Measuring: each click on the map adds a point.
  useEffect(() => {
    if (!map || !measuring) return;
    const onClick = (event: { lngLat: { lng: number; lat: number } }) =>
      setMeasurePoints((points) => [...points, { latitude: event.lngLat.lat, longitude: event.lngLat.lng }]);
    map.on("click", onClick);
    map.getCanvas().style.cursor = "crosshair";
    return () => {
      map.off("click", onClick);
      map.getCanvas().style.cursor = "";
    };
  }, [map, measuring]);

  const layerInput = useMemo<MapLayerInput>(
    () => ({
      zoom,
      // No labels of the style's own (the offline and self-hosted maps): deck.gl names the places.
      offlineLabels: !(resolved?.labels ?? false),
      providers,
      trucks: props.towingTrucks ?? [],
      fleet: props.fleet ?? null,
      user: userLocation,
      route: props.route ?? null,
      plannedRoutes: props.plannedRoutes ?? NO_LINES,
      pins: props.pins ?? NO_PINS,
      captain: props.captain ?? null,
      place,
      measurePoints,
    }),
    [
      zoom,
      resolved,
      providers,
      props.towingTrucks,
      props.fleet,
      userLocation,
      props.route,
      props.plannedRoutes,
      props.pins,
      props.captain,
      place,
      measurePoints,
    ],
  );

  const onPick = useCallback(
    (info: PickingInfo) => {
      if (measuring || !info.layer || info.object === undefined || info.object === null) return;
      const id = info.layer.id;
      if (id === "providers") setPopup({ kind: "provider", provider: info.object as ProviderMarker });
      else if (id === "towing-trucks") setPopup({ kind: "truck", truck: info.object as TowingTruckMarker });
      else if (id === "user-location") setPopup({ kind: "user", at: info.object as LatLng });
      else if (id === "found-place") setPopup({ kind: "place", place: info.object as KnownPlace });
      else if (id === "pins") setPopup({ kind: "pin", pin: info.object as MapPin });
      else if (id === "captain") {
        const captain = info.object as LatLng & { name: string; role?: string };
        setPopup({ kind: "captain", name: captain.name, role: captain.role ?? null, at: captain });
      } else if (id.startsWith("fleet") && info.coordinate) {
        setPopup({
          kind: "vehicle",
          vehicle: info.object as FleetVehicle,
          at: { longitude: info.coordinate[0]!, latitude: info.coordinate[1]! },
        });
      }
    },
    [measuring],
  );

  useEffect(() => {
    overlay?.draw(layerInput, onPick);
  }, [overlay, layerInput, onPick]);

  // Rounded to about a kilometre, so panning a little does not ask the same search again.
  const centre = map?.getCenter();
  const searchNear = centre
    ? { latitude: Math.round(centre.lat * 100) / 100, longitude: Math.round(centre.lng * 100) / 100 }
    : null;

  const findPlace = (found: KnownPlace) => {
    setPlace(found);
    setPopup({ kind: "place", place: found });
    map?.flyTo({ center: toLngLat(found.at), zoom: PLACE_ZOOM });
  };

  const centreOnMe = () => {
    if (userLocation) {
      map?.flyTo({ center: toLngLat(userLocation), zoom: CENTER_ON_ME_ZOOM });
    } else {
      centreWhenLocated.current = true;
      props.onRequestLocation?.();
    }
  };

  const changeTraffic = (enabled: boolean) => {
    setTraffic(enabled);
    props.onTrafficChange?.(enabled);
  };

  const changeRoutePreference = (preference: RoutePreference) => {
    setRoutePreference(preference);
    props.onRoutePreferenceChange?.(preference);
  };

  const noticeText = (notice: MapNotice): string => {
    const texts: Readonly<Record<MapNotice["failed"], Readonly<Record<BaseLayer, string>>>> = {
      style: {
        street: t("notice.style.street"),
        satellite: t("notice.style.satellite"),
        terrain: t("notice.style.terrain"),
      },
      tiles: {
        street: t("notice.tiles.street"),
        satellite: t("notice.tiles.satellite"),
        terrain: t("notice.tiles.terrain"),
      },
    };
    return texts[notice.failed][notice.base];
  };

  const popupLabel = (shown: Popup): string => {
    switch (shown.kind) {
      case "provider":
        return shown.provider.name;
      case "truck":
        return shown.truck.truckName;
      case "user":
        return t("popup.yourLocation");
      case "place":
        return shown.place.label;
      case "pin":
        return shown.pin.kind === "pickup"
          ? t("popup.pickupLabel", { label: shown.pin.label })
          : t("popup.destinationLabel", { label: shown.pin.label });
      case "captain":
        return shown.name;
      case "vehicle":
        return t("popup.vehicle", { id: shown.vehicle.id });
    }
  };

  const closePopup = useCallback(() => setPopup(null), []);
  const measuredKm = pathLengthKm(measurePoints);

  return (
    <Box
      position="relative"
      width="100%"
      height="100%"
      minH="80"
      overflow="hidden"
      borderRadius="inherit"
      role="region"
      aria-label={props.label ?? t("label")}
      aria-busy={!ready && !failure}
      data-map-ready={ready}
      data-overlay-ready={overlayDrawn}
    >
      {/* maplibre makes its container position: relative, so it is sized, not inset. */}
      <Box ref={containerRef} width="100%" height="100%" data-testid="map-container" />

      {!ready && !failure && <MapLoadingOverlay />}
      {failure && (
        <VStack
          position="absolute"
          inset="0"
          justify="center"
          bg="bg.muted"
          p="6"
          textAlign="center"
          role="alert"
        >
          <MapPinIcon boxSize="8" color="fg.muted" />
          <Text fontWeight="semibold">{t("unavailable")}</Text>
          <Text color="fg.muted" fontSize="sm">
            {failure === "webgl" ? t("failure.webgl") : t("failure.start")}
          </Text>
        </VStack>
      )}

      {map && !failure && (
        <>
          <Box
            position="absolute"
            top="3"
            insetStart="3"
            insetEnd={props.cornerAction ? "40" : "16"}
            zIndex="3"
          >
            <MapSearch onFind={findPlace} near={searchNear} />
          </Box>

          <Stack position="absolute" top="3" insetEnd="3" zIndex="3" gap="2" align="end">
            {props.cornerAction}
            <Stack gap="2" as="nav" aria-label={t("controls")}>
              <IconButton
                aria-label={t("zoomIn")}
                variant="surface"
                bg="bg"
                shadow="md"
                size="sm"
                onClick={() => map.zoomIn()}
              >
                <PlusIcon />
              </IconButton>
              <IconButton
                aria-label={t("zoomOut")}
                variant="surface"
                bg="bg"
                shadow="md"
                size="sm"
                onClick={() => map.zoomOut()}
              >
                <MinusIcon />
              </IconButton>
              <IconButton
                aria-label={t("centreOnMe")}
                variant="surface"
                bg="bg"
                shadow="md"
                size="sm"
                onClick={centreOnMe}
              >
                <CrosshairIcon />
              </IconButton>
              {settings && (
                <LayersPanel
                  bases={BASE_LAYERS.filter((layer) => layer === "street" || settings.styles[layer] !== null)}
                  base={base}
                  onBaseChange={setBase}
                  traffic={settings.traffic ? traffic : null}
                  onTrafficChange={changeTraffic}
                  routePreferences={ROUTE_PREFERENCES.filter((p) => settings.routing.preferences.includes(p))}
                  routePreference={routePreference}
                  onRoutePreferenceChange={changeRoutePreference}
                  offline={settings.styles.street === null}
                />
              )}
              <IconButton
                aria-label={measuring ? t("measure.stop") : t("measure.start")}
                aria-pressed={measuring}
                variant={measuring ? "solid" : "surface"}
                colorPalette={measuring ? "purple" : "gray"}
                bg={measuring ? undefined : "bg"}
                shadow="md"
                size="sm"
                onClick={() => {
                  setMeasuring((on) => !on);
                  setMeasurePoints([]);
                  setPopup(null);
                }}
              >
                <Text as="span" fontSize="xs" fontWeight="bold" aria-hidden="true">
                  ↔
                </Text>
              </IconButton>
              {props.gpsTracking && (
                <IconButton
                  aria-label={props.gpsTracking.active ? t("gps.stop") : t("gps.start")}
                  aria-pressed={props.gpsTracking.active}
                  variant={props.gpsTracking.active ? "solid" : "surface"}
                  colorPalette={props.gpsTracking.active ? "green" : "gray"}
                  bg={props.gpsTracking.active ? undefined : "bg"}
                  shadow="md"
                  size="sm"
                  onClick={props.gpsTracking.onToggle}
                >
                  <MapPinIcon />
                </IconButton>
              )}
            </Stack>
          </Stack>

          <Stack position="absolute" bottom="3" insetStart="3" zIndex="3" gap="2" align="start">
            {resolved?.notice && (
              <Text
                role="status"
                bg="bg"
                shadow="md"
                borderRadius="md"
                px="3"
                py="1.5"
                fontSize="xs"
                maxW="72"
                data-testid="map-notice"
              >
                {noticeText(resolved.notice)}
              </Text>
            )}
            {props.gpsTracking?.active && (
              <Badge colorPalette="green" variant="solid" shadow="md">
                {t("gps.active")}
              </Badge>
            )}
            {props.routeCard && (
              <Box bg="bg" shadow="md" borderRadius="md" px="3" py="2" aria-live="polite">
                <Text fontSize="xs" color="fg.muted">
                  {props.routeCard.live ? t("routeCard.live") : t("routeCard.planned")}
                </Text>
                <Text fontWeight="semibold">
                  {props.routeCard.approximate
                    ? t("routeCard.etaApprox", { eta: formatMinutes(props.routeCard.etaMinutes) })
                    : t("routeCard.eta", { eta: formatMinutes(props.routeCard.etaMinutes) })}
                </Text>
              </Box>
            )}
            {measuring && (
              <HStack bg="bg" shadow="md" borderRadius="md" px="3" py="2" aria-live="polite" gap="3">
                <Text fontSize="sm">
                  {measurePoints.length < 2
                    ? t("measure.hint")
                    : t("measure.distance", { distance: formatKm(measuredKm) })}
                </Text>
                {measurePoints.length > 0 && (
                  <Button size="2xs" variant="ghost" onClick={() => setMeasurePoints([])}>
                    {t("measure.clear")}
                  </Button>
                )}
              </HStack>
            )}
          </Stack>

          {popup && (
            <MapPopup map={map} at={popupPosition(popup)} label={popupLabel(popup)} onClose={closePopup}>
              {popup.kind === "provider" && (
                <ProviderPopupContent
                  provider={popup.provider}
                  badges={badges.get(popup.provider.id) ?? []}
                  action={providerAction(props.selectedService, props.vehicleSelected ?? false)}
                  onAction={props.onProviderAction && (() => props.onProviderAction?.(popup.provider))}
                />
              )}
              {popup.kind === "truck" && (
                <TruckPopupContent
                  truck={popup.truck}
                  onBook={props.onTruckBook && (() => props.onTruckBook?.(popup.truck))}
                />
              )}
              {popup.kind === "user" && <Text fontWeight="semibold">{t("popup.yourLocation")}</Text>}
              {popup.kind === "place" && <Text fontWeight="semibold">{popup.place.label}</Text>}
              {popup.kind === "pin" && (
                <Stack gap="0">
                  <Text fontSize="xs" color="fg.muted">
                    {popup.pin.kind === "pickup" ? t("popup.pickup") : t("popup.destination")}
                  </Text>
                  <Text fontWeight="semibold">{popup.pin.label}</Text>
                </Stack>
              )}
              {popup.kind === "captain" && (
                <Text fontWeight="semibold">
                  {t("popup.captain", { name: popup.name, role: popup.role ?? t("popup.yourCaptain") })}
                </Text>
              )}
              {popup.kind === "vehicle" && <FleetPopupContent vehicle={popup.vehicle} />}
            </MapPopup>
          )}
        </>
      )}
    </Box>
  );
}
