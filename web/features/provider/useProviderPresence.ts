import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "urql";
import { currentPosition, type LatLng } from "../../shared/geo";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { ProviderSelfQuery, ReportLocationMutation, SetOnlineMutation } from "./dashboardDocuments";
import { readErrorText } from "./jobActionError";
import { providerMessages } from "./messages";

/** The online switch's geolocation: fresh enough for dispatch, quick enough for a switch. */
const SWITCH_GEOLOCATION: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };
/** While online, the captain's position goes to the server at most this often. */
export const REPORT_EVERY_MS = 5_000;

export interface ProviderPresence {
  /** Null until the server said. */
  readonly online: boolean | null;
  readonly switching: boolean;
  readonly loadError: string | null;
  /** The browser's position when known, else where the server last saw the captain. */
  readonly position: LatLng | null;
  readonly setOnline: (online: boolean) => Promise<void>;
  /** Asks the server again, e.g. after it may have taken the captain offline (an expiry, a profile change). */
  readonly refresh: () => void;
}

/**
 * The online/offline switch on the server: going online sends the browser's position (when the
 * browser gives one) so dispatch can offer nearby jobs; going offline stops offers. While online,
 * the browser's position is reported, which moves the captain on every live map.
 */
export function useProviderPresence(providerId: string | null): ProviderPresence {
  const t = useT(providerMessages);
  const [self, reexecuteSelf] = useQuery({
    query: ProviderSelfQuery,
    variables: { id: providerId ?? "" },
    pause: providerId === null,
    requestPolicy: "network-only",
  });
  const [{ fetching: switching }, runSetOnline] = useMutation(SetOnlineMutation);
  const [, report] = useMutation(ReportLocationMutation);
  const [online, setOnlineState] = useState<boolean | null>(null);
  const [browserPosition, setBrowserPosition] = useState<LatLng | null>(null);
  const lastReport = useRef(0);
  const serverPositionRef = useRef<LatLng | null>(null);

  const serverProvider = self.data?.provider ?? null;
  useEffect(() => {
    if (serverProvider) setOnlineState(serverProvider.online);
  }, [serverProvider]);

  const setOnline = useCallback(
    async (next: boolean) => {
      let position: LatLng | null = null;
      if (next) {
        // Without a browser fix, where the server last saw the captain beats the city-centre default.
        const fix = await currentPosition(SWITCH_GEOLOCATION).catch(() => null);
        if (fix) setBrowserPosition(fix);
        position = fix ?? serverPositionRef.current;
      }
      const result = await runSetOnline({
        online: next,
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
      });
      if (result.error) {
        notify.error(
          next ? t("presence.onlineFailed") : t("presence.offlineFailed"),
          readErrorText(t, result.error),
        );
        return;
      }
      if (result.data) setOnlineState(result.data.setOnline.online);
    },
    [runSetOnline, t],
  );

  useEffect(() => {
    if (!online || !("geolocation" in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        const position = { latitude: fix.coords.latitude, longitude: fix.coords.longitude };
        setBrowserPosition(position);
        const now = Date.now();
        if (now - lastReport.current < REPORT_EVERY_MS) return;
        lastReport.current = now;
        void report(position).then((result) => {
          // A lost fix is not worth a toast: the next one retries. The console keeps the reason.
          if (result.error) console.warn("reportLocation:", result.error.message);
        });
      },
      (error) => console.warn("geolocation:", error.message),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [online, report]);

  const serverPosition =
    serverProvider?.latitude != null && serverProvider.longitude != null
      ? { latitude: serverProvider.latitude, longitude: serverProvider.longitude }
      : null;
  serverPositionRef.current = serverPosition;

  const refresh = useCallback(() => reexecuteSelf({ requestPolicy: "network-only" }), [reexecuteSelf]);

  return {
    online,
    switching,
    refresh,
    loadError: self.error ? readErrorText(t, self.error) : null,
    position: browserPosition ?? serverPosition,
    setOnline,
  };
}
