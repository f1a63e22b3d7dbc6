import { Box, Heading, HStack, Text } from "@chakra-ui/react";
import { useMemo, useRef } from "react";
import { useSubscription } from "urql";
import { type FleetBatch, MapView } from "../../map";
import { FleetPositionsSubscription } from "./overviewQueries";
import { useSeenOnce } from "./useSeenOnce";

/** The whole UAE, with a margin: every online provider wherever they are. */
export const UAE_BOUNDS = { south: 22.5, west: 51.4, north: 26.3, east: 56.6 } as const;
const UAE_VIEW = { latitude: 24.6, longitude: 54.6, zoom: 6.5 } as const;

function asBatch(value: unknown): FleetBatch | null {
  const batch = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  if (!batch || typeof batch !== "object" || !Array.isArray((batch as FleetBatch).ids)) return null;
  return batch as FleetBatch;
}

/** Every online provider live (the fleetPositions feed over the UAE): green available, orange on a job. */
export function FleetMap() {
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(box);
  const [result] = useSubscription({
    query: FleetPositionsSubscription,
    variables: { bbox: UAE_BOUNDS },
    pause: !seen,
  });
  const batch = useMemo(() => asBatch(result.data?.fleetPositions), [result.data]);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="md">
          Live fleet
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          Green: available · Orange: on a job
        </Text>
      </HStack>
      <Box ref={box} height="96" borderRadius="lg" overflow="hidden" bg="bg.muted">
        {seen ? <MapView fleet={batch} initialView={UAE_VIEW} label="Live fleet map of the UAE" /> : null}
      </Box>
    </Box>
  );
}
