import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ServiceType } from "../../../../domain/rules/serviceTypes";
import { formatKm, formatMinutes, formatRating } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { bookingMessages } from "../messages";
import { useServiceName } from "../useServiceName";

/** The nearest captain for one service (spec §9 "Quick suggestions"). */
export interface NearbySuggestion {
  readonly service: ServiceType;
  readonly providerName: string;
  readonly rating: number;
  readonly distanceKm: number;
  readonly etaMinutes: number;
}

/** Spec §2.4's idle left panel: per service, the nearest online captain within 10 km. */
export function AvailableNearYouPanel({
  suggestions,
  error,
  onRetry,
  onBook,
}: {
  /** Null while loading. */
  readonly suggestions: readonly NearbySuggestion[] | null;
  readonly error: string | null;
  readonly onRetry: () => void;
  readonly onBook: (service: ServiceType) => void;
}) {
  const t = useT(bookingMessages);
  const serviceName = useServiceName();
  return (
    <Box as="section" aria-labelledby="near-you-heading">
      <Heading as="h2" id="near-you-heading" size="md">
        {t("near.title")}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t("near.radius")}
      </Text>
      {error ? (
        <Stack gap="2" role="alert">
          <Text fontSize="sm" color="red.600">
            {t("near.failed", { error })}
          </Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t("home.tryAgain")}
          </Button>
        </Stack>
      ) : suggestions === null ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label={t("near.loading")}>
          <Skeleton height="16" />
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : suggestions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("near.none")}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {suggestions.map((suggestion) => (
            <Box as="li" key={suggestion.service} borderWidth="1px" borderRadius="md" p="3" bg="bg">
              <HStack justify="space-between" gap="2">
                <Box minW="0">
                  <Text fontWeight="semibold">{serviceName(suggestion.service)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t("near.captainRating", {
                      name: suggestion.providerName,
                      rating: formatRating(suggestion.rating),
                    })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t("near.distanceEta", {
                      distance: formatKm(suggestion.distanceKm),
                      eta: formatMinutes(suggestion.etaMinutes),
                    })}
                  </Text>
                </Box>
                <Button
                  size="xs"
                  colorPalette="red"
                  variant="outline"
                  onClick={() => onBook(suggestion.service)}
                  aria-label={t("home.bookService", { service: serviceName(suggestion.service) })}
                >
                  {t("near.book")}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
