import { Alert, Box, Button, Heading, HStack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "urql";
import { formatAed, formatNumber, shortRequestId } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import { ReconciliationQuery } from "./moneyDocuments";

/**
 * Captured and refunded per the card processor against the ledger, payment by payment. Run on demand:
 * the server asks the processor about every payment of the range, which takes a while on Stripe.
 */
export function ReconciliationPanel({
  range,
  requested,
  onRun,
  onOpenRequest,
}: {
  readonly range: { readonly from: string; readonly to: string };
  /** Whether the admin asked for this range's report. */
  readonly requested: boolean;
  readonly onRun: () => void;
  readonly onOpenRequest: (requestId: string) => void;
}) {
  const [result, reexecute] = useQuery({
    query: ReconciliationQuery,
    variables: range,
    pause: !requested,
    requestPolicy: "network-only",
  });
  const report = result.data?.reconciliation;
  const t = useT(adminMessages);

  return (
    <Box
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p="4"
      as="section"
      aria-labelledby="reconciliation-heading"
    >
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="reconciliation-heading">
          {t("reconciliation.title")}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          loading={result.fetching}
          loadingText={t("reconciliation.checking")}
          onClick={() => (requested ? reexecute({ requestPolicy: "network-only" }) : onRun())}
        >
          {t("reconciliation.run", { from: range.from, to: range.to })}
        </Button>
      </HStack>
      {result.error ? (
        <Text color="red.600" role="alert">
          {t("reconciliation.failed", {
            reason: result.error.graphQLErrors[0]?.message ?? result.error.message,
          })}
        </Text>
      ) : null}
      {!requested ? (
        <Text fontSize="sm" color="fg.muted">
          {t("reconciliation.explain")}
        </Text>
      ) : report ? (
        <>
          <Alert.Root status={report.differences.length === 0 ? "success" : "warning"} size="sm" mb="3">
            <Alert.Indicator />
            <Alert.Title data-testid="reconciliation-result">
              {report.differences.length === 0
                ? t("reconciliation.allMatch", {
                    matched: formatNumber(report.matched),
                    checked: formatNumber(report.paymentsChecked),
                  })
                : t("reconciliation.someDiffer", {
                    matched: formatNumber(report.matched),
                    checked: formatNumber(report.paymentsChecked),
                    count: report.differences.length,
                  })}
            </Alert.Title>
          </Alert.Root>
          {report.differences.length > 0 && (
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label={t("reconciliation.differences")}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t("reconciliation.request")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("requestMoney.payment")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t("reconciliation.captured")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t("reconciliation.refunded")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("reconciliation.problem")}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.differences.map((difference) => (
                    <Table.Row key={difference.paymentId}>
                      <Table.Cell>
                        <Button
                          size="xs"
                          variant="plain"
                          textDecoration="underline"
                          onClick={() => onOpenRequest(difference.requestId)}
                          aria-label={t("reconciliation.openRequest", {
                            id: shortRequestId(difference.requestId),
                          })}
                        >
                          #{shortRequestId(difference.requestId)}
                        </Button>
                      </Table.Cell>
                      <Table.Cell>{difference.paymentId}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {formatAed(difference.processorCapturedAed)} /{" "}
                        {formatAed(difference.ledgerCapturedAed)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {formatAed(difference.processorRefundedAed)} /{" "}
                        {formatAed(difference.ledgerRefundedAed)}
                      </Table.Cell>
                      <Table.Cell>{difference.problem}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </>
      ) : null}
    </Box>
  );
}
