import { Box, Table, Text } from "@chakra-ui/react";
import { formatAed, formatNumber } from "../../shared/format";
import { useT } from "../../shared/i18n";
import type { WeeklyStatement } from "./earningsDocuments";
import { weekLabel } from "./earningsText";
import { providerMessages } from "./messages";

/**
 * One row per week (Monday to Sunday, UAE days): jobs, gross, commission, earnings, cash the captain
 * kept, what was paid out, and the balance at the week's close. Newest first, as the server sends them.
 */
export function WeeklyStatements({ weeks }: { readonly weeks: readonly WeeklyStatement[] }) {
  const t = useT(providerMessages);
  if (weeks.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t("earnings.noStatements")}
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t("earnings.weekly")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("column.week")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.jobs")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.gross")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.commission")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.earnings")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.cashCollected")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.paidOut")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.closingBalance")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week) => (
            <Table.Row key={week.weekStart} data-week={week.weekStart}>
              <Table.Cell whiteSpace="nowrap">{weekLabel(t, week.weekStart, week.weekEnd)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(week.jobs)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(week.grossAed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(week.commissionAed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(week.earningsAed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(week.cashCollectedAed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(week.paidOutAed)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatAed(week.closingBalanceAed)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
