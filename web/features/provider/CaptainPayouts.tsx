import { Badge, Box, Table, Text } from "@chakra-ui/react";
import { formatAed } from "../../shared/format";
import { useT } from "../../shared/i18n";
import type { CaptainPayout } from "./earningsDocuments";
import { uaeDate, weekLabel } from "./earningsText";
import { providerMessages } from "./messages";

/** The weekly payout runs that included this captain: prepared (transfer on its way) or paid (with the bank's reference). */
export function CaptainPayouts({ payouts }: { readonly payouts: readonly CaptainPayout[] }) {
  const t = useT(providerMessages);
  if (payouts.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t("earnings.noPayouts")}
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t("earnings.payouts")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("column.week")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("column.transfer")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("column.status")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("column.paidOn")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("column.bankReference")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payouts.map((payout) => (
            <Table.Row key={payout.runId} data-run-id={payout.runId}>
              <Table.Cell whiteSpace="nowrap">{weekLabel(t, payout.weekStart, payout.weekEnd)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(payout.transferAed)}</Table.Cell>
              <Table.Cell>
                <Badge size="sm" colorPalette={payout.status === "PAID" ? "green" : "orange"}>
                  {payout.status === "PAID" ? t("payout.PAID") : t("payout.PREPARED")}
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
