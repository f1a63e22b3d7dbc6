import { Box, Heading, HStack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useSubscription } from "urql";
import { shortRequestId } from "../../shared/format";
import type { LatLng } from "../../shared/geo";
import { type MapPin, MapView } from "../map";
import { JobOnMapSubscription } from "./dashboardDocuments";
import { serviceLabel } from "./rowText";

export interface ProviderJobMapProps {
  /** The captain's own position. */
  readonly position: LatLng | null;
  /** The job to show: its pickup, destination and the route recorded so far. */
  readonly requestId: string | null;
}

/** The captain's live map: where they are, the job's pickup and destination, and its route. */
export function ProviderJobMap({ position, requestId }: ProviderJobMapProps) {
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
      </HStack>
      <Box height={{ base: "72", md: "96" }}>
        <MapView
          userLocation={position}
          pins={pins}
          route={route}
          fitKey={job ? job.id : null}
          label="Your position and current job"
        />
      </Box>
    </Box>
  );
}
