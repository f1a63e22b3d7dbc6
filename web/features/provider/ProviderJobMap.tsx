import { Box, Button, Heading, HStack, Text } from "@chakra-ui/react";
import { useCallback, useId, useMemo, useState } from "react";
import { useSubscription } from "urql";
import { formatKm, formatMinutes, formatNumber, shortRequestId } from "../../shared/format";
import type { LatLng } from "../../shared/geo";
import { useT } from "../../shared/i18n";
import { type MapPin, MapView } from "../map";
import {
  approx,
  type JobPlaces,
  jobLegs,
  NavigateMenu,
  navigationTargets,
  routeKm,
  routeLineOf,
  routeMinutes,
  useRoute,
} from "../routes";
import { JobOnMapSubscription } from "./dashboardDocuments";
import { providerMessages } from "./messages";
import { serviceLabel } from "./rowText";

export interface ProviderJobMapProps {
  /** The captain's own position. */
  readonly position: LatLng | null;
  /** The job to show: its pickup, destination and the route recorded so far. */
  readonly requestId: string | null;
  /** Whether the map itself is loaded and shown (see useMapShown). */
  readonly shown: boolean;
  readonly onToggle: () => void;
}

/** A position to four decimals (about 11 m), in the reader's digits. */
const coordinate = (degrees: number) =>
  formatNumber(degrees, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false });

/** Whether the captain last chose to see the map (kept per browser). */
const SHOW_MAP_KEY = "roadside.provider.showMap";

function initiallyShown(): boolean {
  try {
    return localStorage.getItem(SHOW_MAP_KEY) === "1";
  } catch {
    return false;
  }
}

/** Whether the map is shown, remembered per browser; `setShown` also remembers the choice. */
export function useMapShown(): { shown: boolean; setShown: (shown: boolean) => void } {
  const [shown, setShownState] = useState(initiallyShown);
  const setShown = useCallback((next: boolean) => {
    setShownState(next);
    try {
      localStorage.setItem(SHOW_MAP_KEY, next ? "1" : "0");
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }, []);
  return { shown, setShown };
}

/**
 * The captain's live map: where they are, the job's pickup and destination, and its route. The map
 * (maplibre and deck.gl, most of the app's weight and a WebGL2 context) loads when asked for, so the
 * table stays quick on a phone; the choice is remembered.
 */
export function ProviderJobMap({ position, requestId, shown, onToggle: toggle }: ProviderJobMapProps) {
  const mapId = useId();
  const t = useT(providerMessages);
  const [result] = useSubscription({
    query: JobOnMapSubscription,
    variables: { requestId: requestId ?? "" },
    pause: requestId === null,
  });
  const job =
    requestId !== null && result.data?.requestUpdated.id === requestId ? result.data.requestUpdated : null;

  const destinationLabel = t("map.destination");
  const pins = useMemo<readonly MapPin[]>(() => {
    if (!job) return [];
    const pickup: MapPin = {
      kind: "pickup",
      latitude: job.pickupLatitude,
      longitude: job.pickupLongitude,
      label: job.pickupLocation,
    };
    return job.destinationLatitude != null && job.destinationLongitude != null
      ? [
          pickup,
          {
            kind: "destination",
            latitude: job.destinationLatitude,
            longitude: job.destinationLongitude,
            label: job.destination ?? destinationLabel,
          },
        ]
      : [pickup];
  }, [job, destinationLabel]);
  const route = useMemo<readonly LatLng[]>(
    () => job?.route.map((point) => ({ latitude: point.latitude, longitude: point.longitude })) ?? [],
    [job],
  );
  const places: JobPlaces | null = job
    ? {
        status: job.status,
        pickup: { latitude: job.pickupLatitude, longitude: job.pickupLongitude },
        destination:
          job.destinationLatitude != null && job.destinationLongitude != null
            ? { latitude: job.destinationLatitude, longitude: job.destinationLongitude }
            : null,
        captain: position,
      }
    : null;
  const legs = jobLegs(places);
  const toPickup = useRoute(legs.toPickup?.from ?? null, legs.toPickup?.to ?? null, "fastest").route;
  const toDestination = useRoute(
    legs.toDestination?.from ?? null,
    legs.toDestination?.to ?? null,
    "fastest",
  ).route;
  const plannedRoutes = useMemo(
    () => [toPickup, toDestination].filter((r) => r !== null).map(routeLineOf),
    [toPickup, toDestination],
  );

  return (
    <Box
      as="section"
      aria-labelledby="job-map-title"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
    >
      <HStack justify="space-between" px="4" py="3" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="job-map-title">
          {t("map.title")}
        </Heading>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="map-job">
          {requestId === null
            ? t("map.noJob")
            : job
              ? t("map.job", {
                  service: serviceLabel(t, job.serviceType),
                  id: shortRequestId(job.id),
                  pickup: job.pickupLocation,
                  count: route.length,
                })
              : result.error
                ? t("map.jobFailed", { id: shortRequestId(requestId) })
                : t("map.jobLoading", { id: shortRequestId(requestId) })}
        </Text>
        {toPickup && (
          <Text fontSize="sm" data-testid="route-to-pickup">
            {t("map.toPickup", {
              distance: approx(formatKm(routeKm(toPickup)), toPickup.approximate),
              duration: approx(formatMinutes(routeMinutes(toPickup)), toPickup.approximate),
            })}
          </Text>
        )}
        <NavigateMenu targets={navigationTargets(places)} />
        <Button size="xs" variant="outline" onClick={toggle} aria-expanded={shown} aria-controls={mapId}>
          {shown ? t("map.hide") : t("map.show")}
        </Button>
      </HStack>
      <Box id={mapId} height={{ base: "72", md: "96" }} hidden={!shown}>
        {shown && (
          <MapView
            userLocation={position}
            pins={pins}
            route={route}
            plannedRoutes={plannedRoutes}
            fitKey={job ? job.id : null}
            label={t("map.label")}
          />
        )}
      </Box>
      {!shown && (
        <Text px="4" pb="3" fontSize="sm" color="fg.muted">
          {position
            ? t("map.youAreAt", {
                latitude: coordinate(position.latitude),
                longitude: coordinate(position.longitude),
              })
            : t("map.positionUnknown")}
        </Text>
      )}
    </Box>
  );
}
