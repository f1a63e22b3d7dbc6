import { Alert, Input, Stack, Text, Textarea } from "@chakra-ui/react";
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
import { type AdminRequestMoney, AdminRequestMoneyFields, RefundPaymentMutation } from "./moneyDocuments";
import { REFUND_FIELDS, type RefundErrors, type RefundForm, refundInput, validateRefund } from "./refundForm";

const EMPTY: RefundForm = { amount: "", reason: "" };
const FORM_ID = "refund-form";

/** A full or partial refund of a card payment, with the reason the credit note will carry. */
export function RefundDialog({
  open,
  money,
  onClose,
  onRefunded,
}: {
  readonly open: boolean;
  readonly money: AdminRequestMoney;
  readonly onClose: () => void;
  readonly onRefunded: (money: AdminRequestMoney) => void;
}) {
  const [form, setForm] = useState<RefundForm>(EMPTY);
  const [errors, setErrors] = useState<RefundErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, refund] = useMutation(RefundPaymentMutation);
  const t = useT(adminMessages);
  useEffect(() => {
    if (open) {
      setForm(EMPTY);
      setErrors({});
      setFormError(null);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateRefund(form, money.refundableAed);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await refund(refundInput(money.requestId, form));
    if (answer.error) {
      const { field, message } = serverFieldError(answer.error, REFUND_FIELDS);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      return;
    }
    if (answer.data) {
      notify.success(t("refund.done"), t("refund.doneText"));
      onRefunded(readFragment(AdminRequestMoneyFields, answer.data.refundPayment));
      onClose();
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && !fetching && onClose()}
      title={t("refund.title")}
      footerProps={{ asChild: true }}
      footer={
        // The fields below belong to this form by their form attribute, so Enter in them submits too.
        <form id={FORM_ID} onSubmit={submit} noValidate aria-label={t("refund.title")}>
          <DialogActions
            onCancel={onClose}
            cancelDisabled={fetching}
            actionLabel={t("refund.action")}
            actionType="submit"
            pending={fetching}
            pendingText={t("refund.pending")}
          />
        </form>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" data-testid="refundable">
          {t("refund.upTo", {
            refundable: formatAed(money.refundableAed),
            captured: formatAed(money.capturedAed),
            refunded: formatAed(money.refundedAed),
          })}
        </Text>
        {formError && (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label={t("refund.amount")} required error={errors.amountAed}>
          <Input
            form={FORM_ID}
            value={form.amount}
            onChange={(event) => setForm({ ...form, amount: event.target.value })}
            inputMode="decimal"
            placeholder={money.refundableAed.toFixed(2)}
          />
        </FormField>
        <FormField
          label={t("refund.reason")}
          required
          error={errors.reason}
          helperText={t("refund.reasonHelp")}
        >
          <Textarea
            form={FORM_ID}
            value={form.reason}
            onChange={(event) => setForm({ ...form, reason: event.target.value })}
            rows={2}
          />
        </FormField>
      </Stack>
    </ModalDialog>
  );
}
