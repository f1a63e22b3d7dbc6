import { Button, HStack, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useQuery } from "urql";
import { useT } from "../../../shared/i18n";
import { FormField } from "../../../shared/ui/FormField";
import { adminMessages } from "../messages";
import { LedgerSummaryPanel } from "./LedgerSummaryPanel";
import { monthToDate } from "./moneyDates";
import { LedgerSummaryQuery } from "./moneyDocuments";
import { PayoutRunsPanel } from "./PayoutRunsPanel";
import { ReconciliationPanel } from "./ReconciliationPanel";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Money for admins: the ledger over a range of UAE days, its reconciliation with the processor, and payouts. */
export function MoneyTab({ onOpenRequest }: { readonly onOpenRequest: (requestId: string) => void }) {
  const [draft, setDraft] = useState(() => monthToDate(new Date()));
  const [range, setRange] = useState(draft);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [reconcileRange, setReconcileRange] = useState<string | null>(null);
  const [ledger, refetch] = useQuery({
    query: LedgerSummaryQuery,
    variables: range,
    requestPolicy: "network-only",
  });
  const key = `${range.from}/${range.to}`;
  const t = useT(adminMessages);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ISO_DAY.test(draft.from) || !ISO_DAY.test(draft.to)) {
      setRangeError(t("money.pickBothDays"));
      return;
    }
    if (draft.from > draft.to) {
      setRangeError(t("money.fromBeforeTo"));
      return;
    }
    setRangeError(null);
    setRange(draft);
  };

  return (
    <Stack gap="4">
      <form onSubmit={submit} noValidate aria-label={t("money.dateRange")}>
        <HStack align="end" gap="3" wrap="wrap">
          <FormField label={t("money.from")} maxW="xs" error={rangeError}>
            <Input
              type="date"
              size="sm"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </FormField>
          <FormField label={t("money.to")} maxW="xs">
            <Input
              type="date"
              size="sm"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </FormField>
          <Button type="submit" size="sm" colorPalette="red">
            {t("money.show")}
          </Button>
        </HStack>
      </form>
      {ledger.error && !ledger.data ? (
        <Text color="red.600" role="alert">
          {t("money.ledgerFailed", {
            reason: ledger.error.graphQLErrors[0]?.message ?? ledger.error.message,
          })}{" "}
          <Button size="xs" variant="outline" onClick={() => refetch({ requestPolicy: "network-only" })}>
            {t("common.tryAgain")}
          </Button>
        </Text>
      ) : ledger.data ? (
        <LedgerSummaryPanel summary={ledger.data.ledgerSummary} />
      ) : (
        <Skeleton height="48" borderRadius="xl" aria-label={t("money.loadingLedger")} />
      )}
      <ReconciliationPanel
        range={range}
        requested={reconcileRange === key}
        onRun={() => setReconcileRange(key)}
        onOpenRequest={onOpenRequest}
      />
      <PayoutRunsPanel />
    </Stack>
  );
}
