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
import { VAT_RATE_PERCENT } from "../../../domain/money/vat";
import { formatAed, formatNumber } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { ArrowLeftIcon } from "../../shared/ui";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { CaptainPayouts } from "./CaptainPayouts";
import { EarningsJobsTable } from "./EarningsJobsTable";
import { MyEarningsQuery } from "./earningsDocuments";
import { balanceText } from "./earningsText";
import { readErrorText } from "./jobActionError";
import { providerMessages } from "./messages";
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
  const t = useT(providerMessages);
  const documentTitle = t("earnings.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Container as="main" id="main" maxW="6xl" py={{ base: "4", md: "8" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to="/provider">
              <ArrowLeftIcon /> {t("earnings.backToDashboard")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/profile/settings">{t("earnings.payoutAccount")}</RouterLink>
          </Button>
        </HStack>
        <Box>
          <Heading as="h1" size="2xl">
            {t("earnings.title")}
          </Heading>
          <Text color="fg.muted">
            {earnings
              ? t("earnings.vatAndCommission", {
                  vat: formatNumber(VAT_RATE_PERCENT / 100, { style: "percent" }),
                  percent: formatNumber(earnings.commissionPercent / 100, {
                    style: "percent",
                    maximumFractionDigits: 2,
                  }),
                })
              : t("earnings.fromLedger")}
          </Text>
        </Box>
        {result.error && !earnings ? (
          <LoadErrorAlert
            title={t("earnings.failed", { reason: readErrorText(t, result.error) })}
            onRetry={() => reexecute({ requestPolicy: "network-only" })}
          />
        ) : !earnings ? (
          <Skeleton height="40" borderRadius="xl" aria-label={t("earnings.loading")} />
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
              <Summary label={t("earnings.balance")} {...balanceText(t, earnings.balanceAed)} />
              <Summary
                label={t("earnings.payable")}
                value={formatAed(earnings.payableAed)}
                hint={t("earnings.payableHint")}
              />
              <Summary
                label={t("earnings.cashHeld")}
                value={formatAed(earnings.cashHeldAed)}
                hint={t("earnings.cashHeldHint")}
              />
              <Summary
                label={t("earnings.thisWeek")}
                value={formatAed(earnings.weekEarningsAed)}
                hint={t("earnings.mondayToToday")}
              />
            </SimpleGrid>
            <Tabs.Root defaultValue="jobs" variant="line" colorPalette="red" lazyMount>
              <Tabs.List overflowX="auto">
                <Tabs.Trigger value="jobs">{t("earnings.perJob")}</Tabs.Trigger>
                <Tabs.Trigger value="weeks">{t("earnings.weekly")}</Tabs.Trigger>
                <Tabs.Trigger value="payouts">{t("earnings.payouts")}</Tabs.Trigger>
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
