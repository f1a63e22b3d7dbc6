import { Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatAed } from "../../../shared/format";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { ModalDialog } from "../../../shared/ui/ModalDialog";
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
      setProblem(
        outcome.error?.graphQLErrors[0]?.message ?? outcome.error?.message ?? "The request was not cancelled",
      );
      return;
    }
    props.onCancelled();
  };

  return (
    <ModalDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title="Cancel this request?"
      footer={
        <DialogActions
          cancelLabel="Keep request"
          onCancel={props.onClose}
          actionLabel={fee !== null && fee > 0 ? `Cancel and pay ${formatAed(fee)}` : "Cancel request"}
          onAction={confirm}
          actionDisabled={fee === null}
          pending={cancelling.fetching}
          pendingText="Cancelling..."
        />
      }
    >
      <Stack gap="2">
        {terms.error ? (
          <Text color="red.600" role="alert">
            Could not check what cancelling costs:{" "}
            {terms.error.graphQLErrors[0]?.message ?? terms.error.message}
          </Text>
        ) : fee === null ? (
          <Skeleton height="5" aria-busy="true" aria-label="Checking the cancellation terms" />
        ) : fee > 0 ? (
          <Text fontWeight="semibold" data-testid="cancellation-fee">
            Cancelling now costs {formatAed(fee)} because a captain is on the way. It is taken from the amount
            held on your card; the rest is released.
          </Text>
        ) : (
          <Text>
            Cancelling now is free
            {terms.data?.cancellationTerms.captainAccepted ? "" : ": no captain has accepted yet"}.
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
