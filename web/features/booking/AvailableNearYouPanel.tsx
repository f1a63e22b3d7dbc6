import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { serviceDisplayName } from "../../../domain/rules/serviceTypes";
import { formatKm, formatMinutes } from "../../shared/format";

/** The nearest captain for one service (spec §9 "Quick suggestions"). */
export interface NearbySuggestion {
  readonly service: string;
  readonly providerName: string;
  readonly distanceKm: number;
  readonly etaMinutes: number;
}

/** Spec §2.4's idle left panel. `suggestions` is null until the live provider feed is wired in. */
export function AvailableNearYouPanel({
  suggestions,
}: {
  readonly suggestions: readonly NearbySuggestion[] | null;
}) {
  return (
    <Box as="section" aria-labelledby="near-you-heading">
      <Heading as="h2" id="near-you-heading" size="md">
        Available Near You
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Showing services within 10km radius
      </Text>
      {suggestions === null ? (
        <Text fontSize="sm" color="fg.muted" borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3">
          Live captain availability is not connected yet. Choose a service under Emergency Services, or call
          support.
        </Text>
      ) : suggestions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No captains are online within 10 km right now.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {suggestions.map((suggestion) => (
            <Box as="li" key={suggestion.service} borderWidth="1px" borderRadius="md" p="3" bg="bg">
              <Text fontWeight="semibold">{serviceDisplayName(suggestion.service)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {suggestion.providerName} · {formatKm(suggestion.distanceKm)} · ETA{" "}
                {formatMinutes(suggestion.etaMinutes)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
