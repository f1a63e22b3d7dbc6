import { Badge, Box, Button, Heading, HStack, Input, Link, Stack, Table, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatAed, formatDateTime, formatNumber } from "../../../shared/format";
import { readFragment } from "../../../shared/graphql";
import { serverFieldError } from "../../../shared/graphql/serverFieldError";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import { FormField } from "../../../shared/ui/FormField";
import { adminMessages } from "../messages";
import { MarkPaidDialog } from "./MarkPaidDialog";
import { isMonday, lastWeekStart } from "./moneyDates";
import { type PayoutRun, PayoutRunFields, PayoutRunsQuery, PreparePayoutRunMutation } from "./moneyDocuments";

const timeOf = (iso: string) =>
  formatDateTime(iso, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

function RunLines({ run }: { readonly run: PayoutRun }) {
  const t = useT(adminMessages);
  if (run.lines.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t("payoutRuns.noLines")}
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t("payoutRuns.linesLabel", { week: run.weekStart })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("payoutRuns.captain")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("payoutRuns.iban")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("payoutRuns.holder")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("payoutRuns.payable")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("payoutRuns.cashHeld")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("payoutRuns.transfer")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {run.lines.map((line) => (
            <Table.Row key={line.providerId} data-provider-id={line.providerId}>
              <Table.Cell>{line.captainName}</Table.Cell>
              <Table.Cell fontFamily="mono">{line.iban}</Table.Cell>
              <Table.Cell>{line.accountName}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(line.payableAed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatAed(line.cashHeldAed)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatAed(line.transferAed)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * Weekly payouts: prepare a run for a finished week (each captain's ledger balance, less the cash they
 * hold), download the bank's transfer file, and mark the run paid with the bank's reference.
 */
export function PayoutRunsPanel({ now = () => new Date() }: { readonly now?: () => Date }) {
  const [result, reexecute] = useQuery({
    query: PayoutRunsQuery,
    variables: { limit: 20 },
    requestPolicy: "network-only",
  });
  const [{ fetching: preparing }, prepare] = useMutation(PreparePayoutRunMutation);
  const [weekStart, setWeekStart] = useState(() => lastWeekStart(now()));
  const [weekError, setWeekError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [paying, setPaying] = useState<PayoutRun | null>(null);
  // Runs this admin prepared or paid here, ahead of the list's next read.
  const [changed, setChanged] = useState<ReadonlyMap<string, PayoutRun>>(new Map());

  const listed = (result.data?.payoutRuns ?? []).map((run) => readFragment(PayoutRunFields, run));
  const runs = [
    ...[...changed.values()].filter((run) => !listed.some((item) => item.id === run.id)),
    ...listed,
  ].map((run) => changed.get(run.id) ?? run);
  const selected = runs.find((run) => run.id === selectedId) ?? null;
  const remember = (run: PayoutRun) => setChanged((current) => new Map(current).set(run.id, run));
  const t = useT(adminMessages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isMonday(weekStart)) {
      setWeekError(t("payoutRuns.mustBeMonday"));
      return;
    }
    setWeekError(null);
    const answer = await prepare({ weekStart });
    if (answer.error) {
      setWeekError(serverFieldError(answer.error, ["weekStart"]).message);
      return;
    }
    if (answer.data) {
      const run = readFragment(PayoutRunFields, answer.data.preparePayoutRun);
      remember(run);
      setSelectedId(run.id);
      notify.success(
        t("payoutRuns.preparedToast"),
        t("payoutRuns.preparedText", { count: run.lines.length, total: formatAed(run.totalTransferAed) }),
      );
    }
  };

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4" as="section" aria-labelledby="payout-runs-heading">
      <Heading as="h2" size="md" id="payout-runs-heading" mb="3">
        {t("payoutRuns.title")}
      </Heading>
      <form onSubmit={submit} noValidate aria-label={t("payoutRuns.prepareLabel")}>
        <HStack align="end" gap="3" wrap="wrap" mb="4">
          <FormField label={t("payoutRuns.weekStarting")} required error={weekError} maxW="xs">
            <Input
              type="date"
              size="sm"
              value={weekStart}
              onChange={(event) => setWeekStart(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            size="sm"
            colorPalette="red"
            loading={preparing}
            loadingText={t("payoutRuns.preparing")}
          >
            {t("payoutRuns.prepare")}
          </Button>
        </HStack>
      </form>
      {result.error && !result.data ? (
        <Text color="red.600" role="alert">
          {t("payoutRuns.loadFailed", {
            reason: result.error.graphQLErrors[0]?.message ?? result.error.message,
          })}{" "}
          <Button size="xs" variant="outline" onClick={() => reexecute({ requestPolicy: "network-only" })}>
            {t("common.tryAgain")}
          </Button>
        </Text>
      ) : runs.length === 0 && result.data ? (
        <Text fontSize="sm" color="fg.muted">
          {t("payoutRuns.none")}
        </Text>
      ) : (
        <Stack gap="4">
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t("payoutRuns.title")}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("payoutRuns.week")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("payoutRuns.status")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("payoutRuns.captains")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("payoutRuns.totalTransfer")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("payoutRuns.prepared")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("markPaid.reference")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("payoutRuns.actions")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {runs.map((run) => (
                  <Table.Row key={run.id} data-run-id={run.id} data-status={run.status}>
                    <Table.Cell whiteSpace="nowrap">
                      {t("payoutRuns.weekRange", { from: run.weekStart, to: run.weekEnd })}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge size="sm" colorPalette={run.status === "PAID" ? "green" : "orange"}>
                        {run.status === "PAID" ? t("payoutRuns.paid") : t("payoutRuns.prepared")}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(run.lines.length)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatAed(run.totalTransferAed)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{timeOf(run.preparedAt)}</Table.Cell>
                    <Table.Cell>{run.bankReference ?? "—"}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant={selectedId === run.id ? "solid" : "outline"}
                          onClick={() => setSelectedId(selectedId === run.id ? null : run.id)}
                          aria-pressed={selectedId === run.id}
                          aria-label={t("payoutRuns.linesOf", { week: run.weekStart })}
                        >
                          {t("payoutRuns.lines")}
                        </Button>
                        <Button asChild size="xs" variant="outline">
                          <Link
                            href={run.csvUrl}
                            download
                            aria-label={t("payoutRuns.downloadCsv", { week: run.weekStart })}
                          >
                            {t("payoutRuns.csv")}
                          </Link>
                        </Button>
                        {run.status === "PREPARED" && (
                          <Button
                            size="xs"
                            colorPalette="red"
                            onClick={() => setPaying(run)}
                            aria-label={t("payoutRuns.markWeekPaid", { week: run.weekStart })}
                          >
                            {t("markPaid.action")}
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {selected && <RunLines run={selected} />}
        </Stack>
      )}
      <MarkPaidDialog run={paying} onClose={() => setPaying(null)} onPaid={remember} />
    </Box>
  );
}
