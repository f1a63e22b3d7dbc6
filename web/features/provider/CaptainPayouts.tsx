import { Badge, Box, Table, Text } from "@chakra-ui/react";
import { formatAed } from "../../shared/format";
import type { CaptainPayout } from "./earningsDocuments";
import { uaeDate, weekLabel } from "./earningsText";

/** The weekly payout runs that included this captain: prepared (transfer on its way) or paid (with the bank's reference). */
export function CaptainPayouts({ payouts }: { readonly payouts: readonly CaptainPayout[] }) {
  if (payouts.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No payouts yet. Payouts run weekly for captains with a payout account and a balance owed to them.
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Payouts">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Week</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Transfer</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Paid on</Table.ColumnHeader>
            <Table.ColumnHeader>Bank reference</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payouts.map((payout) => (
            <Table.Row key={payout.runId} data-run-id={payout.runId}>
              <Table.Cell whiteSpace="nowrap">{weekLabel(payout.weekStart, payout.weekEnd)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(payout.transferAed)}</Table.Cell>
              <Table.Cell>
                <Badge size="sm" colorPalette={payout.status === "PAID" ? "green" : "orange"}>
                  {payout.status === "PAID" ? "Paid" : "Being prepared"}
                </Badge>
              </Table.Cell>
              <Table.Cell>{payout.paidAt ? uaeDate(payout.paidAt) : "—"}</Table.Cell>
              <Table.Cell>{payout.bankReference ?? "—"}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
