import { Box, Button, Heading, HStack, Text } from "@chakra-ui/react";
import { useCallback, useId, useMemo, useState } from "react";
import { useSubscription } from "urql";
import { formatKm, formatMinutes, shortRequestId } from "../../shared/format";
import type { LatLng } from "../../shared/geo";
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
  const [result] = useSubscription({
    query: JobOnMapSubscription,
    variables: { requestId: requestId ?? "" },
    pause: requestId === null,
  });
  const job =
    requestId !== null && result.data?.requestUpdated.id === requestId ? result.data.requestUpdated : null;

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
            label: job.destination ?? "Destination",
          },
        ]
      : [pickup];
  }, [job]);
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
          Live map
        </Heading>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="map-job">
          {requestId === null
            ? "No job under way"
            : job
              ? `${serviceLabel(job.serviceType)} ${shortRequestId(job.id)}: ${job.pickupLocation} · ${route.length} route points`
              : result.error
                ? `Job ${shortRequestId(requestId)} could not be loaded`
                : `Loading job ${shortRequestId(requestId)}…`}
        </Text>
        {toPickup && (
          <Text fontSize="sm" data-testid="route-to-pickup">
            To pickup: {approx(formatKm(routeKm(toPickup)), toPickup.approximate)} ·{" "}
            {approx(formatMinutes(routeMinutes(toPickup)), toPickup.approximate)}
          </Text>
        )}
        <NavigateMenu targets={navigationTargets(places)} />
        <Button size="xs" variant="outline" onClick={toggle} aria-expanded={shown} aria-controls={mapId}>
          {shown ? "Hide map" : "Show map"}
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
            label="Your position and current job"
          />
        )}
      </Box>
      {!shown && (
        <Text px="4" pb="3" fontSize="sm" color="fg.muted">
          {position
            ? `You are at ${position.latitude.toFixed(4)}, ${position.longitude.toFixed(4)}.`
            : "Your position is not known yet."}
        </Text>
      )}
    </Box>
  );
}
