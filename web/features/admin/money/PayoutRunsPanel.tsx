import { Badge, Box, Button, Heading, HStack, Input, Link, Stack, Table, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatAed } from "../../../shared/format";
import { readFragment } from "../../../shared/graphql";
import { serverFieldError } from "../../../shared/graphql/serverFieldError";
import { notify } from "../../../shared/toast";
import { FormField } from "../../../shared/ui/FormField";
import { MarkPaidDialog } from "./MarkPaidDialog";
import { isMonday, lastWeekStart } from "./moneyDates";
import { type PayoutRun, PayoutRunFields, PayoutRunsQuery, PreparePayoutRunMutation } from "./moneyDocuments";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    timeZone: "Asia/Dubai",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

function RunLines({ run }: { readonly run: PayoutRun }) {
  if (run.lines.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No captain had a balance and a payout account for this week.
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={`Payout lines for the week of ${run.weekStart}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Captain</Table.ColumnHeader>
            <Table.ColumnHeader>IBAN</Table.ColumnHeader>
            <Table.ColumnHeader>Account holder</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Payable</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cash held</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Transfer</Table.ColumnHeader>
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isMonday(weekStart)) {
      setWeekError("Week start must be a Monday (payout weeks run Monday to Sunday, UAE time)");
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
        "Payout run prepared",
        `${run.lines.length} captains, ${formatAed(run.totalTransferAed)} in total.`,
      );
    }
  };

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4" as="section" aria-labelledby="payout-runs-heading">
      <Heading as="h2" size="md" id="payout-runs-heading" mb="3">
        Payout runs
      </Heading>
      <form onSubmit={submit} noValidate aria-label="Prepare a payout run">
        <HStack align="end" gap="3" wrap="wrap" mb="4">
          <FormField label="Week starting (Monday)" required error={weekError} maxW="xs">
            <Input
              type="date"
              size="sm"
              value={weekStart}
              onChange={(event) => setWeekStart(event.target.value)}
            />
          </FormField>
          <Button type="submit" size="sm" colorPalette="red" loading={preparing} loadingText="Preparing">
            Prepare payout run
          </Button>
        </HStack>
      </form>
      {result.error && !result.data ? (
        <Text color="red.600" role="alert">
          Payout runs could not be loaded: {result.error.graphQLErrors[0]?.message ?? result.error.message}{" "}
          <Button size="xs" variant="outline" onClick={() => reexecute({ requestPolicy: "network-only" })}>
            Try again
          </Button>
        </Text>
      ) : runs.length === 0 && result.data ? (
        <Text fontSize="sm" color="fg.muted">
          No payout runs yet.
        </Text>
      ) : (
        <Stack gap="4">
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Payout runs">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Week</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Captains</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Total transfer</Table.ColumnHeader>
                  <Table.ColumnHeader>Prepared</Table.ColumnHeader>
                  <Table.ColumnHeader>Bank reference</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {runs.map((run) => (
                  <Table.Row key={run.id} data-run-id={run.id} data-status={run.status}>
                    <Table.Cell whiteSpace="nowrap">
                      {run.weekStart} to {run.weekEnd}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge size="sm" colorPalette={run.status === "PAID" ? "green" : "orange"}>
                        {run.status === "PAID" ? "Paid" : "Prepared"}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{run.lines.length}</Table.Cell>
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
                          aria-label={`Lines of the week of ${run.weekStart}`}
                        >
                          Lines
                        </Button>
                        <Button asChild size="xs" variant="outline">
                          <Link
                            href={run.csvUrl}
                            download
                            aria-label={`Download the transfer CSV for the week of ${run.weekStart}`}
                          >
                            CSV
                          </Link>
                        </Button>
                        {run.status === "PREPARED" && (
                          <Button
                            size="xs"
                            colorPalette="red"
                            onClick={() => setPaying(run)}
                            aria-label={`Mark the week of ${run.weekStart} paid`}
                          >
                            Mark paid
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
