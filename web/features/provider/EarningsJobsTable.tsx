import { Badge, Box, Table, Text } from "@chakra-ui/react";
import { formatAed, shortRequestId } from "../../shared/format";
import { useT } from "../../shared/i18n";
import type { EarningLine } from "./earningsDocuments";
import { paymentMethodLabel, serviceName, uaeDate } from "./earningsText";
import { providerMessages } from "./messages";

/**
 * Per job: what the customer paid (gross), the VAT the platform owes the state, the net, the
 * platform's commission on the net and what is left for the captain; credits (refunds) after.
 */
export function EarningsJobsTable({ jobs }: { readonly jobs: readonly EarningLine[] }) {
  const t = useT(providerMessages);
  if (jobs.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t("earnings.noJobs")}
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t("earnings.jobsTable")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("column.date")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("column.request")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("column.service")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("column.paidBy")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.gross")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.vat")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.net")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.commission")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.credited")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.yourEarnings")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((job) => (
            <Table.Row key={job.requestId} data-request-id={job.requestId}>
              <Table.Cell whiteSpace="nowrap">{uaeDate(job.supplyDate)}</Table.Cell>
              <Table.Cell>#{shortRequestId(job.requestId)}</Table.Cell>
              <Table.Cell>{serviceName(t, job.serviceType)}</Table.Cell>
              <Table.Cell>
                <Badge size="sm" colorPalette={job.paymentMethod === "CASH" ? "orange" : "blue"}>
                  {paymentMethodLabel(t, job.paymentMethod)}
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
