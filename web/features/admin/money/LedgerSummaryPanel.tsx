import { Badge, Box, Heading, HStack, SimpleGrid, Table, Text } from "@chakra-ui/react";
import { formatAed } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import type { LedgerSummary } from "./moneyDocuments";

/** The ledger's accounts as people say them (domain/ledger/accounts.ts names them in kebab-case). */
export function accountLabel(account: string): string {
  const [name, owner] = account.split(":");
  const words = (name ?? account).replace(/-/g, " ");
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return owner ? `${label} (${owner})` : label;
}

function Figure({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" role="group" aria-label={label}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="bold" data-testid="ledger-figure">
        {formatAed(value)}
      </Text>
    </Box>
  );
}

/** What the period billed and earned by the ledger, and every account's balance; the trial balance must be zero. */
export function LedgerSummaryPanel({ summary }: { readonly summary: LedgerSummary }) {
  const balanced = Math.round(summary.trialBalanceAed * 100) === 0;
  const t = useT(adminMessages);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4" as="section" aria-labelledby="ledger-heading">
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="ledger-heading">
          {t("ledger.title", { from: summary.from, to: summary.to })}
        </Heading>
        <Badge colorPalette={balanced ? "green" : "red"} data-testid="trial-balance">
          {balanced
            ? t("ledger.balanced", { amount: formatAed(summary.trialBalanceAed) })
            : t("ledger.unbalanced", { amount: formatAed(summary.trialBalanceAed) })}
        </Badge>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="4">
        <Figure label={t("ledger.billed")} value={summary.grossBilledAed} />
        <Figure label={t("ledger.billedNet")} value={summary.netBilledAed} />
        <Figure label={t("ledger.vat")} value={summary.vatAed} />
        <Figure label={t("ledger.platformRevenue")} value={summary.platformRevenueAed} />
        <Figure label={t("ledger.cardCaptured")} value={summary.capturedAed} />
        <Figure label={t("ledger.refunded")} value={summary.refundedAed} />
        <Figure label={t("ledger.cashCollected")} value={summary.cashCollectedAed} />
      </SimpleGrid>
      <Table.Root size="sm" aria-label={t("ledger.balances")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("ledger.account")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("ledger.balance")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {summary.balances.map((balance) => (
            <Table.Row key={balance.account}>
              <Table.Cell>{accountLabel(balance.account)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(balance.balanceAed)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
