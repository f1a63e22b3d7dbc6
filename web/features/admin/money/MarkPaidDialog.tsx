import { Input, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { useMutation } from "urql";
import { formatAed } from "../../../shared/format";
import { readFragment } from "../../../shared/graphql";
import { serverFieldError } from "../../../shared/graphql/serverFieldError";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { ModalDialog } from "../../../shared/ui/ModalDialog";
import { adminMessages } from "../messages";
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
  const t = useT(adminMessages);
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
      setError(t("markPaid.referenceRequired"));
      return;
    }
    const answer = await markPaid({ runId: run.id, bankReference: reference.trim() });
    if (answer.error) {
      setError(serverFieldError(answer.error, ["bankReference"]).message);
      return;
    }
    if (answer.data) {
      notify.success(t("markPaid.done"), t("markPaid.doneText"));
      onPaid(readFragment(PayoutRunFields, answer.data.markPayoutRunPaid));
      onClose();
    }
  };

  return (
    <ModalDialog
      open={run !== null}
      onOpenChange={(open) => !open && !fetching && onClose()}
      title={t("markPaid.title")}
      footerProps={{ asChild: true }}
      footer={
        <form id={FORM_ID} onSubmit={submit} noValidate aria-label={t("markPaid.title")}>
          <DialogActions
            onCancel={onClose}
            cancelDisabled={fetching}
            actionLabel={t("markPaid.action")}
            actionType="submit"
            pending={fetching}
            pendingText={t("common.saving")}
          />
        </form>
      }
    >
      {run && (
        <Text mb="3" fontSize="sm">
          {t("markPaid.summary", {
            from: run.weekStart,
            to: run.weekEnd,
            total: formatAed(run.totalTransferAed),
            count: run.lines.length,
          })}
        </Text>
      )}
      <FormField label={t("markPaid.reference")} required error={error}>
        <Input form={FORM_ID} value={reference} onChange={(event) => setReference(event.target.value)} />
      </FormField>
    </ModalDialog>
  );
}
