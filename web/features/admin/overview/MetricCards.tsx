import { Box, Heading, Progress, SimpleGrid, Text } from "@chakra-ui/react";
import { formatAed, formatNumber } from "../../../shared/format";
import { type Translate, useT } from "../../../shared/i18n";
import { formatResponse } from "../formatResponse";
import { adminMessages } from "../messages";
import type { TodayLedger } from "../money/moneyDocuments";
import type { LiveCounters, Overview } from "./useLiveOverview";

interface Card {
  readonly label: string;
  readonly value: string;
  readonly detail: string;
  readonly progress?: number;
  /** The ledger's split of the figure, where the card has one. */
  readonly ledger?: string | null;
}

/** Share of the revenue target reached, 0..100 (the card's bar); over 100 is shown full. */
export function targetPercent(revenue: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, (revenue / target) * 100);
}

/**
 * The revenue card's second line, from the ledger (issue 20): billed net of VAT, the VAT, and the
 * platform's own revenue (commission), so the gross figure above is never read as the platform's.
 */
function ledgerLine(t: AdminT, ledger: TodayLedger | null): string | null {
  if (!ledger) return null;
  return t("metrics.ledger", {
    net: formatAed(ledger.netBilledAed),
    vat: formatAed(ledger.vatAed),
    platform: formatAed(ledger.platformRevenueAed),
  });
}

type AdminT = Translate<typeof adminMessages.english>;

function cardsOf(
  t: AdminT,
  metrics: Overview["adminMetrics"],
  live: LiveCounters | null,
  ledger: TodayLedger | null,
): Card[] {
  const requests = live?.totalRequests ?? metrics.totalRequests;
  const revenue = live?.totalRevenue ?? metrics.totalRevenue;
  const users = live?.activeUsers ?? metrics.activeUsers;
  const percent = targetPercent(revenue, metrics.revenueTarget);
  const response = metrics.requestToAccept;
  return [
    {
      label: t("metrics.activeUsers"),
      value: formatNumber(users),
      detail: t("metrics.activeUsersDetail"),
    },
    {
      label: t("metrics.requests"),
      value: formatNumber(requests),
      detail: t("metrics.requestsDetail", {
        completed: formatNumber(metrics.completed),
        cancelled: formatNumber(metrics.cancelled),
      }),
    },
    {
      label: t("metrics.revenue"),
      value: formatAed(revenue),
      detail: t("metrics.revenueDetail", {
        percent: formatNumber(percent, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          useGrouping: false,
        }),
        target: formatAed(metrics.revenueTarget, 0),
      }),
      progress: percent,
      ledger: ledgerLine(t, ledger),
    },
    {
      label: t("metrics.response"),
      value: response.meanMinutes === null ? "—" : formatResponse(response.meanMinutes),
      detail:
        response.p90Minutes === null
          ? t("metrics.noAcceptance")
          : t("metrics.responseDetail", { p90: formatResponse(response.p90Minutes), count: response.count }),
    },
  ];
}

/** The panel's four metric cards (spec §2.11), live: counters from the subscription, the rest per change. */
export function MetricCards({
  metrics,
  live,
  ledger = null,
}: {
  readonly metrics: Overview["adminMetrics"];
  readonly live: LiveCounters | null;
  /** Today's revenue by the ledger; the card shows its net-of-VAT split once it is read. */
  readonly ledger?: TodayLedger | null;
}) {
  const t = useT(adminMessages);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" as="ul" listStyleType="none">
      {cardsOf(t, metrics, live, ledger).map((card) => (
        <Box
          as="li"
          key={card.label}
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          p="4"
          aria-label={card.label}
        >
          <Heading as="h3" size="sm" color="fg.muted" fontWeight="medium">
            {card.label}
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" mt="1" data-testid="metric-value">
            {card.value}
          </Text>
          {card.progress !== undefined ? (
            <Progress.Root value={card.progress} size="xs" colorPalette="green" mt="2">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}
          <Text fontSize="xs" color="fg.muted" mt="2">
            {card.detail}
          </Text>
          {card.ledger ? (
            <Text fontSize="xs" color="fg.muted" mt="1" data-testid="metric-ledger">
              {card.ledger}
            </Text>
          ) : null}
        </Box>
      ))}
    </SimpleGrid>
  );
}
