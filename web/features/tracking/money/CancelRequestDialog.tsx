import { Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatAed } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { ModalDialog } from "../../../shared/ui/ModalDialog";
import { trackingMessages } from "../messages";
import { CancellationTermsQuery, CancelWithFeeMutation } from "./extraOperations";

export interface CancelRequestDialogProps {
  readonly requestId: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCancelled: () => void;
}

/**
 * Asks before cancelling, with the server's terms: once a captain is on the way a card booking costs
 * the cancellation fee, and the customer confirms exactly that amount.
 */
export function CancelRequestDialog(props: CancelRequestDialogProps) {
  const t = useT(trackingMessages);
  const [terms] = useQuery({
    query: CancellationTermsQuery,
    variables: { requestId: props.requestId },
    requestPolicy: "network-only",
    pause: !props.open,
  });
  const [cancelling, cancel] = useMutation(CancelWithFeeMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const fee = terms.data?.cancellationTerms.feeAed ?? null;

  const confirm = async () => {
    if (fee === null) return;
    setProblem(null);
    const outcome = await cancel({ requestId: props.requestId, acceptedFeeAed: fee > 0 ? fee : null });
    if (outcome.error || !outcome.data) {
      setProblem(outcome.error?.graphQLErrors[0]?.message ?? outcome.error?.message ?? t("cancel.failed"));
      return;
    }
    props.onCancelled();
  };

  return (
    <ModalDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t("cancel.title")}
      footer={
        <DialogActions
          cancelLabel={t("cancel.keep")}
          onCancel={props.onClose}
          actionLabel={
            fee !== null && fee > 0 ? t("cancel.payAndCancel", { fee: formatAed(fee) }) : t("cancel.confirm")
          }
          onAction={confirm}
          actionDisabled={fee === null}
          pending={cancelling.fetching}
          pendingText={t("cancel.pending")}
        />
      }
    >
      <Stack gap="2">
        {terms.error ? (
          <Text color="red.600" role="alert">
            {t("cancel.termsFailed", { error: terms.error.graphQLErrors[0]?.message ?? terms.error.message })}
          </Text>
        ) : fee === null ? (
          <Skeleton height="5" aria-busy="true" aria-label={t("cancel.checking")} />
        ) : fee > 0 ? (
          <Text fontWeight="semibold" data-testid="cancellation-fee">
            {t("cancel.fee", { fee: formatAed(fee) })}
          </Text>
        ) : (
          <Text>
            {terms.data?.cancellationTerms.captainAccepted ? t("cancel.free") : t("cancel.freeNoCaptain")}
          </Text>
        )}
        {problem && (
          <Text color="red.600" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </ModalDialog>
  );
}
