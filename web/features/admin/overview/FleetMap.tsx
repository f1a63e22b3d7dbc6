import { Box, Heading, HStack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { formatNumber } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { MapView, useFleetCounts, useFleetFeed } from "../../map";
import { adminMessages } from "../messages";
import { useSeenOnce } from "./useSeenOnce";

/** The whole UAE, with a margin: every online provider wherever they are. */
export const UAE_BOUNDS = { south: 22.5, west: 51.4, north: 26.3, east: 56.6 } as const;
const UAE_VIEW = { latitude: 24.6, longitude: 54.6, zoom: 6.5 } as const;

/**
 * Every online provider live (the fleetPositions feed over the UAE): green available, orange on a
 * job, with the live counts beside the legend.
 */
export function FleetMap() {
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(box);
  // The feed merges batches that arrive within one frame, so no move is lost to React's batching.
  const fleet = useFleetFeed(seen ? UAE_BOUNDS : null);
  const counts = useFleetCounts(fleet);
  const t = useT(adminMessages);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h2" size="md">
          {t("fleet.title")}
        </Heading>
        <Text fontSize="xs" color="fg.muted" aria-live="polite" data-testid="fleet-counts">
          {t("fleet.counts", { available: formatNumber(counts.available), busy: formatNumber(counts.busy) })}
        </Text>
      </HStack>
      <Box ref={box} height="96" borderRadius="lg" overflow="hidden" bg="bg.muted">
        {seen ? <MapView fleet={fleet} initialView={UAE_VIEW} label={t("fleet.mapLabel")} /> : null}
      </Box>
    </Box>
  );
}
