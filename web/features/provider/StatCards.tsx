import { Box, Button, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "urql";
import { useT } from "../../shared/i18n";
import { ProviderStatsQuery } from "./dashboardDocuments";
import { readErrorText } from "./jobActionError";
import { providerMessages } from "./messages";
import type { Period } from "./periods";
import { statCards } from "./statCards";
import { usePolling } from "./usePolling";
import { useRefetchOnKey } from "./useRefetchOnKey";

/** Spec §9: dashboard stats are refetched every 10 s. */
export const STATS_POLL_MS = 10_000;

export interface StatCardsProps {
  readonly period: Period;
  /** Changes whenever something happened that may move the figures. */
  readonly refreshKey: number;
}

/** Seven stat cards for the period, from the dashboard read model (earnings are the ledger's EarningsCard). */
export function StatCards({ period, refreshKey }: StatCardsProps) {
  const t = useT(providerMessages);
  const [result, reexecute] = useQuery({
    query: ProviderStatsQuery,
    variables: { period },
    requestPolicy: "cache-and-network",
  });
  const refresh = () => reexecute({ requestPolicy: "network-only" });
  usePolling(refresh, STATS_POLL_MS);
  useRefetchOnKey(refreshKey, refresh);

  const stats = result.data?.providerStats;
  if (result.error && !stats) {
    return (
      <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="xl" p="4">
        <Text fontWeight="semibold">{t("stats.failed")}</Text>
        <Text fontSize="sm" color="fg.muted" mb="2">
          {readErrorText(t, result.error)}
        </Text>
        <Button size="sm" variant="outline" onClick={refresh}>
          {t("tryAgain")}
        </Button>
      </Box>
    );
  }
  return (
    <SimpleGrid
      as="section"
      aria-label={t("stats.region")}
      columns={{ base: 2, md: 4 }}
      gap="3"
      aria-busy={!stats}
    >
      {stats
        ? statCards(t, stats).map((card) => (
            <Box key={card.key} bg="bg" borderWidth="1px" borderRadius="xl" p="4" data-stat={card.key}>
              <Stack gap="1">
                <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  {card.label}
                </Text>
                <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
                  {card.value}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {card.hint}
                </Text>
              </Stack>
            </Box>
          ))
        : Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={String(index)} height="24" borderRadius="xl" />
          ))}
    </SimpleGrid>
  );
}
