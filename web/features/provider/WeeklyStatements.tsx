import { Box, Table, Text } from "@chakra-ui/react";
import { formatAed } from "../../shared/format";
import type { WeeklyStatement } from "./earningsDocuments";
import { weekLabel } from "./earningsText";

/**
 * One row per week (Monday to Sunday, UAE days): jobs, gross, commission, earnings, cash the captain
 * kept, what was paid out, and the balance at the week's close. Newest first, as the server sends them.
 */
export function WeeklyStatements({ weeks }: { readonly weeks: readonly WeeklyStatement[] }) {
  if (weeks.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No statements yet.
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Weekly statements">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Week</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Jobs</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Commission</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Earnings</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cash you collected</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Paid out</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Closing balance</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week) => (
            <Table.Row key={week.weekStart} data-week={week.weekStart}>
              <Table.Cell whiteSpace="nowrap">{weekLabel(week.weekStart, week.weekEnd)}</Table.Cell>
              <Table.Cell textAlign="end">{week.jobs}</Table.Cell>
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
