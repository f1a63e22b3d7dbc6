import { Input, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { useMutation } from "urql";
import { formatAed } from "../../../shared/format";
import { readFragment } from "../../../shared/graphql";
import { serverFieldError } from "../../../shared/graphql/serverFieldError";
import { notify } from "../../../shared/toast";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { ModalDialog } from "../../../shared/ui/ModalDialog";
import { MarkPayoutRunPaidMutation, type PayoutRun, PayoutRunFields } from "./moneyDocuments";

const FORM_ID = "mark-paid-form";

/** After the bank executed the transfer file: record the bank's reference, and the captains see the run paid. */
export function MarkPaidDialog({
  run,
  onClose,
  onPaid,
}: {
  readonly run: PayoutRun | null;
  readonly onClose: () => void;
  readonly onPaid: (run: PayoutRun) => void;
}) {
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, markPaid] = useMutation(MarkPayoutRunPaidMutation);
  useEffect(() => {
    if (run) {
      setReference("");
      setError(null);
    }
  }, [run]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!run) return;
    if (!reference.trim()) {
      setError("Bank reference is required: copy it from the bank's confirmation");
      return;
    }
    const answer = await markPaid({ runId: run.id, bankReference: reference.trim() });
    if (answer.error) {
      setError(serverFieldError(answer.error, ["bankReference"]).message);
      return;
    }
    if (answer.data) {
      notify.success("Payout run paid", "The captains see the transfer on their payouts.");
      onPaid(readFragment(PayoutRunFields, answer.data.markPayoutRunPaid));
      onClose();
    }
  };

  return (
    <ModalDialog
      open={run !== null}
      onOpenChange={(open) => !open && !fetching && onClose()}
      title="Mark the payout run paid"
      footerProps={{ asChild: true }}
      footer={
        <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Mark the payout run paid">
          <DialogActions
            onCancel={onClose}
            cancelDisabled={fetching}
            actionLabel="Mark paid"
            actionType="submit"
            pending={fetching}
            pendingText="Saving"
          />
        </form>
      }
    >
      {run && (
        <Text mb="3" fontSize="sm">
          Week {run.weekStart} to {run.weekEnd}: {formatAed(run.totalTransferAed)} to {run.lines.length}{" "}
          {run.lines.length === 1 ? "captain" : "captains"}. Only mark it paid once the bank has made the
          transfers.
        </Text>
      )}
      <FormField label="Bank reference" required error={error}>
        <Input form={FORM_ID} value={reference} onChange={(event) => setReference(event.target.value)} />
      </FormField>
    </ModalDialog>
  );
}
