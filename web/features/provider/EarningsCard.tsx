import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "urql";
import { formatAed } from "../../shared/format";
import { EarningsCardQuery } from "./earningsDocuments";
import { balanceText } from "./earningsText";
import { readErrorText } from "./jobActionError";
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
  const [result, reexecute] = useQuery({ query: EarningsCardQuery, requestPolicy: "cache-and-network" });
  const refresh = () => reexecute({ requestPolicy: "network-only" });
  usePolling(refresh, EARNINGS_POLL_MS);
  useRefetchOnKey(refreshKey, refresh);
  const earnings = result.data?.myEarnings;

  return (
    <Box as="section" aria-labelledby="earnings-card-title" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Text as="h2" id="earnings-card-title" fontWeight="semibold">
          Earnings
        </Text>
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/provider/earnings">Statements &amp; payouts</RouterLink>
        </Button>
      </HStack>
      {earnings ? (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Figure
            stat="earnings"
            label="Today"
            value={formatAed(earnings.todayEarningsAed)}
            hint={`After ${earnings.commissionPercent}% commission`}
          />
          <Figure
            stat="earnings-week"
            label="This week"
            value={formatAed(earnings.weekEarningsAed)}
            hint="Monday to today"
          />
          <Figure stat="balance" label="Balance" {...balanceText(earnings.balanceAed)} />
        </SimpleGrid>
      ) : result.error ? (
        <Box role="alert">
          <Text fontSize="sm" mb="2">
            Your earnings could not be loaded: {readErrorText(result.error)}
          </Text>
          <Button size="sm" variant="outline" onClick={refresh}>
            Try again
          </Button>
        </Box>
      ) : (
        <Skeleton height="16" aria-busy="true" aria-label="Loading your earnings" />
      )}
    </Box>
  );
}
