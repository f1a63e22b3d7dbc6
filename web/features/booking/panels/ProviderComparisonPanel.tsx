import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type ServiceType, serviceDisplayName } from "../../../../domain/rules/serviceTypes";
import { formatKm, formatMinutes, formatRating } from "../../../shared/format";
import type { BookingMode, RankedProvider } from "../data/useProviders";

export interface ProviderComparisonPanelProps {
  readonly service: ServiceType;
  readonly mode: BookingMode;
  readonly vehicleLabel: string;
  readonly providers: readonly RankedProvider[] | null;
  readonly error: string | null;
  readonly onRetry: () => void;
  readonly onSelect: (provider: RankedProvider) => void;
  readonly onInfo: (provider: RankedProvider) => void;
  /** Now mode with nobody listed: let dispatch offer the job to the nearest captains. */
  readonly onSendToNearest?: () => void;
  readonly onClose: () => void;
}

const RANK_COLOURS: Readonly<Record<number, string>> = { 1: "yellow", 2: "blue", 3: "green" };

/**
 * The provider comparison list (spec §2.6 provider selection side panel): ranked by the server,
 * with the rank badges #1 Best, #2 Fast, #3 Near and each rank's price for the booking mode.
 */
export function ProviderComparisonPanel(props: ProviderComparisonPanelProps) {
  const { providers } = props;
  return (
    <Box as="section" aria-labelledby="comparison-heading">
      <HStack justify="space-between" align="start" gap="2">
        <Box>
          <Heading as="h2" id="comparison-heading" size="md">
            {props.mode === "now" ? "Choose Your Captain" : "Schedule With a Captain"}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {serviceDisplayName(props.service)} · {props.vehicleLabel} ·{" "}
            {props.mode === "now" ? "Now" : "Scheduled"}
          </Text>
        </Box>
        <Button size="xs" variant="ghost" onClick={props.onClose}>
          Close
        </Button>
      </HStack>
      <Box mt="3">
        {props.error ? (
          <Stack gap="2" role="alert">
            <Text color="red.600">Could not load captains: {props.error}</Text>
            <Button size="sm" variant="outline" onClick={props.onRetry}>
              Try again
            </Button>
          </Stack>
        ) : providers === null ? (
          <Stack gap="2" aria-busy="true" aria-label="Loading captains">
            <Skeleton height="24" />
            <Skeleton height="24" />
            <Skeleton height="24" />
          </Stack>
        ) : providers.length === 0 ? (
          <Stack gap="2">
            <Text color="fg.muted">No captains offer this service within 10 km right now.</Text>
            {props.onSendToNearest && (
              <Button colorPalette="red" size="sm" onClick={props.onSendToNearest}>
                Send to the nearest captains
              </Button>
            )}
          </Stack>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" aria-label="Captains, best first">
            {providers.map((entry) => (
              <Box
                as="li"
                key={entry.provider.id}
                borderWidth={entry.rank === 1 ? "2px" : "1px"}
                borderColor={entry.rank === 1 ? "yellow.400" : "border"}
                borderRadius="md"
                p="3"
                bg="bg"
                data-testid="ranked-provider"
              >
                <HStack justify="space-between" align="start" gap="2">
                  <Box minW="0">
                    <HStack gap="2" wrap="wrap">
                      {entry.rankBadge && (
                        <Badge colorPalette={RANK_COLOURS[entry.rank] ?? "gray"} variant="solid" size="sm">
                          {entry.rankBadge}
                        </Badge>
                      )}
                      <Text fontWeight="semibold">{entry.provider.name}</Text>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      ★ {formatRating(entry.rating)} · {formatKm(entry.distanceKm)} · ETA{" "}
                      {formatMinutes(entry.etaMinutes)}
                    </Text>
                    {entry.badges.length > 0 && (
                      <HStack gap="1" mt="1" wrap="wrap">
                        {entry.badges.map((badge) => (
                          <Badge key={badge} size="xs" variant="subtle" colorPalette="purple">
                            {badge}
                          </Badge>
                        ))}
                      </HStack>
                    )}
                  </Box>
                  <Text fontWeight="bold" color="red.700" whiteSpace="nowrap" data-testid="comparison-price">
                    AED {entry.comparisonPrice}
                  </Text>
                </HStack>
                <HStack mt="2" gap="2">
                  <Button
                    size="sm"
                    colorPalette="red"
                    flex="1"
                    onClick={() => props.onSelect(entry)}
                    aria-label={`Select ${entry.provider.name} for AED ${entry.comparisonPrice}`}
                  >
                    Select
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => props.onInfo(entry)}>
                    Info
                  </Button>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
