import { Badge, Box, Table, Text } from "@chakra-ui/react";
import { enumLabel, formatAed, shortRequestId } from "../../shared/format";
import type { EarningLine } from "./earningsDocuments";
import { uaeDate } from "./earningsText";

/**
 * Per job: what the customer paid (gross), the VAT the platform owes the state, the net, the
 * platform's commission on the net and what is left for the captain; credits (refunds) after.
 */
export function EarningsJobsTable({ jobs }: { readonly jobs: readonly EarningLine[] }) {
  if (jobs.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No invoiced jobs yet: a job shows here once it is completed and its tax invoice is issued.
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Earnings per job">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Request</Table.ColumnHeader>
            <Table.ColumnHeader>Service</Table.ColumnHeader>
            <Table.ColumnHeader>Paid by</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">VAT</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Commission</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Credited</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Your earnings</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((job) => (
            <Table.Row key={job.requestId} data-request-id={job.requestId}>
              <Table.Cell whiteSpace="nowrap">{uaeDate(job.supplyDate)}</Table.Cell>
              <Table.Cell>#{shortRequestId(job.requestId)}</Table.Cell>
              <Table.Cell>{enumLabel(job.serviceType)}</Table.Cell>
              <Table.Cell>
                <Badge size="sm" colorPalette={job.paymentMethod === "CASH" ? "orange" : "blue"}>
                  {enumLabel(job.paymentMethod)}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatAed(job.grossAed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(job.vatAed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(job.netAed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(job.commissionAed)}</Table.Cell>
              <Table.Cell textAlign="end">
                {job.creditedAed === 0 ? "—" : formatAed(job.creditedAed)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatAed(job.earningsAed)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
