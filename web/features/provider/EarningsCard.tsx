import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "urql";
import { formatAed, formatNumber } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { EarningsCardQuery } from "./earningsDocuments";
import { balanceText } from "./earningsText";
import { readErrorText } from "./jobActionError";
import { providerMessages } from "./messages";
import { usePolling } from "./usePolling";
import { useRefetchOnKey } from "./useRefetchOnKey";

/** The ledger moves when the invoicing worker posts a finished job: poll like the stat cards. */
const EARNINGS_POLL_MS = 10_000;

function Figure({ label, value, hint, stat }: { label: string; value: string; hint: string; stat: string }) {
  return (
    <Stack gap="0.5" data-stat={stat}>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" lineHeight="short" data-testid={`${stat}-value`}>
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}

/**
 * The dashboard's Earnings card: today's and this week's earnings net of commission, and the balance
 * with the platform. Every figure is the ledger's (myEarnings); nothing earned yet reads AED 0.00.
 */
export function EarningsCard({ refreshKey }: { readonly refreshKey: number }) {
  const t = useT(providerMessages);
  const [result, reexecute] = useQuery({ query: EarningsCardQuery, requestPolicy: "cache-and-network" });
  const refresh = () => reexecute({ requestPolicy: "network-only" });
  usePolling(refresh, EARNINGS_POLL_MS);
  useRefetchOnKey(refreshKey, refresh);
  const earnings = result.data?.myEarnings;

  return (
    <Box as="section" aria-labelledby="earnings-card-title" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Text as="h2" id="earnings-card-title" fontWeight="semibold">
          {t("earnings.title")}
        </Text>
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/provider/earnings">{t("earnings.statements")}</RouterLink>
        </Button>
      </HStack>
      {earnings ? (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Figure
            stat="earnings"
            label={t("earnings.today")}
            value={formatAed(earnings.todayEarningsAed)}
            hint={t("earnings.afterCommission", {
              percent: formatNumber(earnings.commissionPercent / 100, {
                style: "percent",
                maximumFractionDigits: 2,
              }),
            })}
          />
          <Figure
            stat="earnings-week"
            label={t("earnings.thisWeek")}
            value={formatAed(earnings.weekEarningsAed)}
            hint={t("earnings.mondayToToday")}
          />
          <Figure stat="balance" label={t("earnings.balance")} {...balanceText(t, earnings.balanceAed)} />
        </SimpleGrid>
      ) : result.error ? (
        <Box role="alert">
          <Text fontSize="sm" mb="2">
            {t("earnings.failed", { reason: readErrorText(t, result.error) })}
          </Text>
          <Button size="sm" variant="outline" onClick={refresh}>
            {t("tryAgain")}
          </Button>
        </Box>
      ) : (
        <Skeleton height="16" aria-busy="true" aria-label={t("earnings.loading")} />
      )}
    </Box>
  );
}
