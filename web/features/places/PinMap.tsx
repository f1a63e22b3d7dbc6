import "maplibre-gl/dist/maplibre-gl.css";
import { neighbours, uae } from "virtual:uae-outline";
import { Box, Button, Stack } from "@chakra-ui/react";
import {
  AttributionControl,
  Map as MapLibreMap,
  Marker,
  type StyleSpecification,
  setWorkerUrl,
} from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { useEffect, useRef, useState } from "react";
import type { LatLng } from "../../shared/geo";
import { type Language, useLanguage, useT } from "../../shared/i18n";
import { applyLabelLanguage, localizeLabels } from "../map/style/localizeLabels";
import { loadMapSettings } from "../map/style/mapSettings";
import { offlineStyle } from "../map/style/offlineStyle";
import { resolveBaseStyle } from "../map/style/resolveBaseStyle";
import { watchTileFailures } from "../map/style/watchTileFailures";
import { placesMessages } from "./messages";

// Without this, a production build cannot find maplibre's worker and renders a blank map (DESIGN.md).
setWorkerUrl(workerUrl);

/** Close enough to see which side of a road the pin is on, far enough to see the district. */
const PIN_ZOOM = 14;

export interface PinMapProps {
  /** Where the pin starts (the chosen place, else the customer's position). */
  readonly at: LatLng;
  /** The pin was dropped (a click or tap on the map) or dragged to a point. */
  readonly onPick: (at: LatLng) => void;
  /** For the pin's accessible name: "Pickup location pin". */
  readonly label: string;
}

const OFFLINE_LAND = { uae, neighbours };

/**
 * A small map in the dialog with one pin the customer drops (click or tap) or drags. It opens on
 * the built-in offline land, so the pin works at once and without any tile server, and turns to
 * the server's street map (GET /api/map/config) once that answers; back if its tiles keep failing.
 */
export default function PinMap({ at, onPick, label }: PinMapProps) {
  const t = useT(placesMessages);
  const language = useLanguage();
  const languageRef = useRef<Language>(language);
  languageRef.current = language;
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<Marker | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [street, setStreet] = useState<{ map: MapLibreMap; style: StyleSpecification } | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const start = useRef(at);

  useEffect(() => {
    if (!container.current) return;
    const map = new MapLibreMap({
      container: container.current,
      style: offlineStyle("street", OFFLINE_LAND),
      center: [start.current.longitude, start.current.latitude],
      zoom: PIN_ZOOM,
      attributionControl: false,
    });
    mapRef.current = map;
    let live = true;
    let stopWatching = () => {};
    void loadMapSettings()
      .then(async (settings) => ({
        settings,
        resolved: await resolveBaseStyle("street", settings, OFFLINE_LAND),
      }))
      .then(({ settings, resolved }) => {
        if (!live || resolved.kind !== "configured") return;
        map.setStyle(localizeLabels(resolved.style, languageRef.current));
        setStreet({ map, style: resolved.style });
        map.addControl(
          new AttributionControl({ compact: true, customAttribution: settings.attribution || undefined }),
          "bottom-right",
        );
        stopWatching = watchTileFailures(map, {
          ignoreSources: [],
          onFailing: () => map.setStyle(offlineStyle("street", OFFLINE_LAND)),
        });
      });
    const element = document.createElement("div");
    element.setAttribute("role", "img");
    element.dataset.testid = "place-pin";
    element.style.cssText =
      "width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#dc2626;border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.5);cursor:grab";
    const pin = new Marker({ element, draggable: true, anchor: "bottom" })
      .setLngLat([start.current.longitude, start.current.latitude])
      .addTo(map);
    marker.current = pin;
    pin.on("dragend", () => {
      const { lng, lat } = pin.getLngLat();
      pick.current({ latitude: lat, longitude: lng });
    });
    map.on("click", (event) => {
      pin.setLngLat(event.lngLat);
      pick.current({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
    });
    return () => {
      live = false;
      stopWatching();
      marker.current = null;
      mapRef.current = null;
      setStreet(null);
      map.remove();
    };
  }, []);

  // The pin's accessible name, in the language: "Pickup location pin".
  const pinName = t("pin", { label });
  useEffect(() => {
    marker.current?.getElement().setAttribute("aria-label", pinName);
  }, [pinName]);

  // The street map's place names follow the language (issue 22).
  useEffect(() => {
    if (!street) return;
    return applyLabelLanguage(street.map, street.style, language);
  }, [street, language]);

  // A place chosen another way (search, GPS) moves the pin there too.
  useEffect(() => {
    const current = marker.current?.getLngLat();
    if (
      current &&
      (Math.abs(current.lat - at.latitude) > 1e-7 || Math.abs(current.lng - at.longitude) > 1e-7)
    ) {
      marker.current?.setLngLat([at.longitude, at.latitude]);
    }
  }, [at.latitude, at.longitude]);

  // Without a mouse: the arrow keys move the focused map (MapLibre's keyboard handler), and this
  // pins whatever is under the cross at its centre.
  const pinCentre = () => {
    const map = mapRef.current;
    if (!map) return;
    const pinIt = () => {
      const { lng, lat } = map.getCenter();
      marker.current?.setLngLat([lng, lat]);
      pick.current({ latitude: lat, longitude: lng });
    };
    // Still gliding from the last arrow key: the centre the user is heading to, not one on the way.
    if (map.isMoving()) map.once("moveend", pinIt);
    else pinIt();
  };

  return (
    <Stack gap="2">
      <Box position="relative">
        <Box
          ref={container}
          height="220px"
          borderRadius="md"
          overflow="hidden"
          borderWidth="1px"
          data-testid="pin-map"
          aria-label={t("pinMap", { what: label.toLowerCase() })}
          role="region"
        />
        {/* The map's centre, which "Pin the centre" pins. */}
        <Box
          aria-hidden
          position="absolute"
          top="50%"
          left="50%"
          width="4"
          height="4"
          transform="translate(-50%, -50%)"
          pointerEvents="none"
          borderRadius="full"
          borderWidth="2px"
          borderColor="gray.800"
          boxShadow="0 0 0 1px white"
        />
      </Box>
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={pinCentre}>
        {t("pinCentre")}
      </Button>
    </Stack>
  );
}
