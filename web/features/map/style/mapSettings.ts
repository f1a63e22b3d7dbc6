import { useEffect, useState } from "react";
import { apiRequest } from "../../../shared/api/http";
import type { BaseLayer } from "../mapConstants";

export interface StyleChoice {
  /** Absolute, or a path on this server (the self-hosted style). */
  readonly url: string;
  readonly maxZoom: number;
}

/** GET /api/map/config: the map's run-time settings (no rebuild to change them). */
export interface MapSettings {
  /** null: that base layer has no source here (street null: only the built-in offline map). */
  readonly styles: Readonly<Record<BaseLayer, StyleChoice | null>>;
  /** Credit the map data's licence asks for, shown with the style's own. */
  readonly attribution: string;
  readonly traffic: { readonly tilesUrl: string } | null;
  readonly routing: { readonly approximate: boolean; readonly preferences: readonly string[] };
}

/** What the map draws when the settings cannot be read: the built-in offline map, nothing else offered. */
export const OFFLINE_SETTINGS: MapSettings = {
  styles: { street: null, satellite: null, terrain: null },
  attribution: "",
  traffic: null,
  routing: { approximate: true, preferences: ["fastest"] },
};

let loading: Promise<MapSettings> | null = null;

/** One request per page load: every map on the page shares the answer. */
export function loadMapSettings(): Promise<MapSettings> {
  loading ??= apiRequest<MapSettings>("GET", "/api/map/config").catch(() => {
    // Ask again next time a map opens; this one makes do with the offline map.
    loading = null;
    return OFFLINE_SETTINGS;
  });
  return loading;
}

/** The map's settings, or null until the server answered (or could not). */
export function useMapSettings(): MapSettings | null {
  const [settings, setSettings] = useState<MapSettings | null>(null);
  useEffect(() => {
    let live = true;
    void loadMapSettings().then((answer) => {
      if (live) setSettings(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
