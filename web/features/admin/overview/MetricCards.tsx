import { Box, Heading, Progress, SimpleGrid, Text } from "@chakra-ui/react";
import { formatAed } from "../../../shared/format";
import { formatResponse } from "../formatResponse";
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
function ledgerLine(ledger: TodayLedger | null): string | null {
  if (!ledger) return null;
  return `Net of VAT ${formatAed(ledger.netBilledAed)} · VAT ${formatAed(ledger.vatAed)} · platform revenue ${formatAed(ledger.platformRevenueAed)}`;
}

function cardsOf(
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
      label: "Active users today",
      value: users.toLocaleString("en-AE"),
      detail: "Accounts that did anything today",
    },
    {
      label: "Requests today",
      value: requests.toLocaleString("en-AE"),
      detail: `${metrics.completed} completed · ${metrics.cancelled} cancelled`,
    },
    {
      label: "Revenue today",
      value: formatAed(revenue),
      detail: `${percent.toFixed(1)}% of the ${formatAed(metrics.revenueTarget, 0)} target`,
      progress: percent,
      ledger: ledgerLine(ledger),
    },
    {
      label: "Response time today",
      value: response.meanMinutes === null ? "—" : formatResponse(response.meanMinutes),
      detail:
        response.p90Minutes === null
          ? "No request accepted yet today"
          : `p90 ${formatResponse(response.p90Minutes)} over ${response.count} acceptance${response.count === 1 ? "" : "s"}`,
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
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" as="ul" listStyleType="none">
      {cardsOf(metrics, live, ledger).map((card) => (
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
