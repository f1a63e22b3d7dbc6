import {
  Box,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "urql";
import { formatAed } from "../../shared/format";
import { ArrowLeftIcon } from "../../shared/ui";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { CaptainPayouts } from "./CaptainPayouts";
import { EarningsJobsTable } from "./EarningsJobsTable";
import { MyEarningsQuery } from "./earningsDocuments";
import { balanceText } from "./earningsText";
import { readErrorText } from "./jobActionError";
import { WeeklyStatements } from "./WeeklyStatements";

function Summary({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4" aria-label={label} role="group">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid="summary-value">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {hint}
      </Text>
    </Box>
  );
}

/** The captain's earnings from the ledger: balance, per-job breakdown, weekly statements and payouts. */
export function EarningsPage() {
  const [result, reexecute] = useQuery({ query: MyEarningsQuery, requestPolicy: "cache-and-network" });
  const earnings = result.data?.myEarnings;
  useEffect(() => {
    document.title = "Earnings – Roadside";
  }, []);

  return (
    <Container as="main" id="main" maxW="6xl" py={{ base: "4", md: "8" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to="/provider">
              <ArrowLeftIcon /> Back to the dashboard
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/profile/settings">Payout account</RouterLink>
          </Button>
        </HStack>
        <Box>
          <Heading as="h1" size="2xl">
            Earnings
          </Heading>
          <Text color="fg.muted">
            {earnings
              ? `Every job's price includes 5% VAT; the platform keeps ${earnings.commissionPercent}% of the net.`
              : "From the platform's ledger."}
          </Text>
        </Box>
        {result.error && !earnings ? (
          <LoadErrorAlert
            title={`Your earnings could not be loaded: ${readErrorText(result.error)}`}
            onRetry={() => reexecute({ requestPolicy: "network-only" })}
          />
        ) : !earnings ? (
          <Skeleton height="40" borderRadius="xl" aria-label="Loading your earnings" />
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
              <Summary label="Balance" {...balanceText(earnings.balanceAed)} />
              <Summary
                label="Payable to you"
                value={formatAed(earnings.payableAed)}
                hint="Card jobs' earnings not yet paid out"
              />
              <Summary
                label="Cash you hold"
                value={formatAed(earnings.cashHeldAed)}
                hint="Cash jobs' takings, set against payouts"
              />
              <Summary label="This week" value={formatAed(earnings.weekEarningsAed)} hint="Monday to today" />
            </SimpleGrid>
            <Tabs.Root defaultValue="jobs" variant="line" colorPalette="red" lazyMount>
              <Tabs.List overflowX="auto">
                <Tabs.Trigger value="jobs">Per job</Tabs.Trigger>
                <Tabs.Trigger value="weeks">Weekly statements</Tabs.Trigger>
                <Tabs.Trigger value="payouts">Payouts</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="jobs">
                <EarningsJobsTable jobs={earnings.jobs} />
              </Tabs.Content>
              <Tabs.Content value="weeks">
                <WeeklyStatements weeks={earnings.weeks} />
              </Tabs.Content>
              <Tabs.Content value="payouts">
                <CaptainPayouts payouts={earnings.payouts} />
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </Stack>
    </Container>
  );
}
