import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useMutation, useQuery, useSubscription } from "urql";
import { formatAed } from "../../shared/format";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import {
  type JobMoney,
  JobMoneyChangedSubscription,
  JobMoneyFields,
  JobMoneyQuery,
  MarkCashCollectedMutation,
} from "./earningsDocuments";
import { readErrorText } from "./jobActionError";
import { amountDue, canMarkCashCollected, canProposeExtra, paymentLine } from "./jobMoneyText";
import { type ProviderT, providerMessages } from "./messages";
import { ProposeExtraForm } from "./ProposeExtraForm";
import type { RowStatus } from "./requestsTableRules";

const EXTRA_COLOR = { PROPOSED: "orange", APPROVED: "green", REJECTED: "gray" } as const;

function extraStatusText(t: ProviderT, status: keyof typeof EXTRA_COLOR): string {
  switch (status) {
    case "PROPOSED":
      return t("extra.PROPOSED");
    case "APPROVED":
      return t("extra.APPROVED");
    case "REJECTED":
      return t("extra.REJECTED");
  }
}

/**
 * A job's money for its captain: how the customer pays and where that stands, the extras asked for,
 * and the two money actions that are the captain's: Propose extra (on the job) and Cash collected (after).
 */
export function JobMoneySection({
  requestId,
  status,
}: {
  readonly requestId: string;
  readonly status: RowStatus | null;
}) {
  const t = useT(providerMessages);
  const [result, reexecute] = useQuery({
    query: JobMoneyQuery,
    variables: { requestId },
    requestPolicy: "cache-and-network",
  });
  const [updated, setUpdated] = useState<JobMoney | null>(null);
  // Each live message is newer than anything this dialog did itself: it replaces the mutation's answer.
  const [live] = useSubscription({ query: JobMoneyChangedSubscription, variables: { requestId } });
  useEffect(() => {
    if (live.data) setUpdated(null);
  }, [live.data]);
  const [proposing, setProposing] = useState(false);
  const [{ fetching: marking }, markCash] = useMutation(MarkCashCollectedMutation);
  const loaded = result.data?.requestMoney;
  const latest = live.data?.requestMoneyChanged ?? loaded;
  const money = updated ?? (latest ? readFragment(JobMoneyFields, latest) : null);

  if (result.error && !result.data)
    return (
      <Box role="alert" fontSize="sm">
        {t("money.failed", { reason: readErrorText(t, result.error) })}{" "}
        <Button size="xs" variant="outline" onClick={() => reexecute({ requestPolicy: "network-only" })}>
          {t("tryAgain")}
        </Button>
      </Box>
    );
  if (!result.data && !updated) return <Skeleton height="10" aria-label={t("money.loading")} />;
  // Requests booked before quotes existed have no money record: the row's amount is all there is.
  if (!money) return null;

  const due = amountDue(money);
  const collectCash = async () => {
    const answer = await markCash({ requestId });
    if (answer.error) {
      notify.error(t("money.cashFailed"), readErrorText(t, answer.error));
      return;
    }
    if (answer.data) {
      setUpdated(readFragment(JobMoneyFields, answer.data.markCashCollected));
      notify.success(t("money.cashDone"), t("money.cashDoneText"));
    }
  };

  return (
    <Stack as="section" aria-label={t("money.payment")} gap="3" borderTopWidth="1px" pt="3" mt="3">
      <Text fontWeight="semibold">{t("money.payment")}</Text>
      <Text fontSize="sm" data-testid="payment-line">
        {paymentLine(t, money)}
      </Text>
      {money.extras.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={t("money.extras")}>
          {money.extras.map((extra) => (
            <HStack as="li" key={extra.id} justify="space-between" fontSize="sm" gap="2">
              <Text>
                {extra.note} · {formatAed(extra.grossAed)}
              </Text>
              <Badge size="sm" colorPalette={EXTRA_COLOR[extra.status]}>
                {extraStatusText(t, extra.status)}
              </Badge>
            </HStack>
          ))}
        </Stack>
      )}
      {canProposeExtra(status) &&
        (proposing ? (
          <ProposeExtraForm
            requestId={requestId}
            onCancel={() => setProposing(false)}
            onProposed={(next) => {
              setUpdated(next);
              setProposing(false);
            }}
          />
        ) : (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setProposing(true)}>
            {t("money.proposeExtra")}
          </Button>
        ))}
      {canMarkCashCollected(status, money) && (
        <Button
          size="sm"
          colorPalette="green"
          alignSelf="flex-start"
          loading={marking}
          loadingText={t("money.saving")}
          onClick={() => void collectCash()}
          aria-label={due ? t("money.cashCollectedAmountLabel", { amount: due }) : t("money.cashCollected")}
        >
          {due ? t("money.cashCollectedAmount", { amount: due }) : t("money.cashCollected")}
        </Button>
      )}
      {money.cashCollectedAed !== null && (
        <Text fontSize="sm" color="fg.muted">
          {t("money.youCollected", { amount: formatAed(money.cashCollectedAed) })}
        </Text>
      )}
    </Stack>
  );
}
