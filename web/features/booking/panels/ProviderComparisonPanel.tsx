import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ServiceType } from "../../../../domain/rules/serviceTypes";
import { formatAed, formatKm, formatMinutes, formatNumber, formatRating } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import type { BookingMode, RankedProvider } from "../data/useProviders";
import { bookingMessages } from "../messages";
import { useServiceName } from "../useServiceName";

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

const priceText = (amount: number) => formatAed(amount, Number.isInteger(amount) ? 0 : 2);

const RANK_COLOURS: Readonly<Record<number, string>> = { 1: "yellow", 2: "blue", 3: "green" };

/**
 * The provider comparison list (spec §2.6 provider selection side panel): ranked by the server,
 * with the rank badges #1 Best, #2 Fast, #3 Near and each rank's price for the booking mode.
 */
export function ProviderComparisonPanel(props: ProviderComparisonPanelProps) {
  const { providers } = props;
  const t = useT(bookingMessages);
  // The server names ranks and badges in the spec's English ("#1 Best", "Top Rated"): shown in the
  // reader's language, and as sent when a future server names one this app does not know.
  const rankBadgeText = (rank: number, sent: string) => {
    const values = { rank: formatNumber(rank) };
    if (sent === "#1 Best") return t("compare.rankBest", values);
    if (sent === "#2 Fast") return t("compare.rankFast", values);
    if (sent === "#3 Near") return t("compare.rankNear", values);
    return sent;
  };
  const badgeText = (sent: string) => {
    if (sent === "Top Rated") return t("compare.badgeTopRated");
    if (sent === "Nearest") return t("compare.badgeNearest");
    if (sent === "Fastest") return t("compare.badgeFastest");
    return sent;
  };
  const serviceName = useServiceName();
  return (
    <Box as="section" aria-labelledby="comparison-heading">
      <HStack justify="space-between" align="start" gap="2">
        <Box>
          <Heading as="h2" id="comparison-heading" size="md">
            {props.mode === "now" ? t("compare.chooseNow") : t("compare.chooseScheduled")}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t("compare.summary", {
              service: serviceName(props.service),
              vehicle: props.vehicleLabel,
              mode: props.mode === "now" ? t("compare.now") : t("compare.scheduled"),
            })}
          </Text>
        </Box>
        <Button size="xs" variant="ghost" onClick={props.onClose}>
          {t("home.close")}
        </Button>
      </HStack>
      <Box mt="3">
        {props.error ? (
          <Stack gap="2" role="alert">
            <Text color="red.600">{t("compare.failed", { error: props.error })}</Text>
            <Button size="sm" variant="outline" onClick={props.onRetry}>
              {t("home.tryAgain")}
            </Button>
          </Stack>
        ) : providers === null ? (
          <Stack gap="2" role="status" aria-busy="true" aria-label={t("compare.loading")}>
            <Skeleton height="24" />
            <Skeleton height="24" />
            <Skeleton height="24" />
          </Stack>
        ) : providers.length === 0 ? (
          <Stack gap="2">
            <Text color="fg.muted">{t("compare.none")}</Text>
            {props.onSendToNearest && (
              <Button colorPalette="red" size="sm" onClick={props.onSendToNearest}>
                {t("compare.sendNearest")}
              </Button>
            )}
          </Stack>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" aria-label={t("compare.listLabel")}>
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
                          {rankBadgeText(entry.rank, entry.rankBadge)}
                        </Badge>
                      )}
                      <Text fontWeight="semibold">{entry.provider.name}</Text>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {t("home.providerFigures", {
                        rating: formatRating(entry.rating),
                        distance: formatKm(entry.distanceKm),
                        eta: formatMinutes(entry.etaMinutes),
                      })}
                    </Text>
                    {entry.badges.length > 0 && (
                      <HStack gap="1" mt="1" wrap="wrap">
                        {entry.badges.map((badge) => (
                          <Badge key={badge} size="xs" variant="subtle" colorPalette="purple">
                            {badgeText(badge)}
                          </Badge>
                        ))}
                      </HStack>
                    )}
                  </Box>
                  <Text fontWeight="bold" color="red.700" whiteSpace="nowrap" data-testid="comparison-price">
                    {priceText(entry.comparisonPrice)}
                  </Text>
                </HStack>
                <HStack mt="2" gap="2">
                  <Button
                    size="sm"
                    colorPalette="red"
                    flex="1"
                    onClick={() => props.onSelect(entry)}
                    aria-label={t("compare.selectLabel", {
                      name: entry.provider.name,
                      price: priceText(entry.comparisonPrice),
                    })}
                  >
                    {t("compare.select")}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => props.onInfo(entry)}>
                    {t("compare.info")}
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
