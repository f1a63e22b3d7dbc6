import { Alert, Button, HStack, Input, Stack, Textarea } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { readFragment } from "../../shared/graphql";
import { serverFieldError } from "../../shared/graphql/serverFieldError";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { type JobMoney, JobMoneyFields, ProposeExtraMutation } from "./earningsDocuments";
import { EXTRA_FIELDS, type ExtraErrors, type ExtraForm, extraInput, validateExtra } from "./extraForm";
import { providerMessages } from "./messages";

const EMPTY: ExtraForm = { amount: "", note: "" };

/**
 * The captain asks for more than the quote (e.g. extra kilometres of towing). It applies only once the
 * customer approves it in their app; the captain can never raise the price on their own.
 */
export function ProposeExtraForm({
  requestId,
  onProposed,
  onCancel,
}: {
  readonly requestId: string;
  readonly onProposed: (money: JobMoney) => void;
  readonly onCancel: () => void;
}) {
  const t = useT(providerMessages);
  const [form, setForm] = useState<ExtraForm>(EMPTY);
  const [errors, setErrors] = useState<ExtraErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, propose] = useMutation(ProposeExtraMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateExtra(t, form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await propose(extraInput(requestId, form));
    if (answer.error) {
      const { field, message } = serverFieldError(answer.error, EXTRA_FIELDS);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      return;
    }
    if (answer.data) {
      notify.success(t("extra.proposed"), t("extra.proposedText"));
      setForm(EMPTY);
      onProposed(readFragment(JobMoneyFields, answer.data.proposeExtra));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("extra.form")}>
      <Stack gap="3">
        {formError && (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label={t("extra.amount")} required error={errors.amountAed}>
          <Input
            value={form.amount}
            onChange={(event) => setForm({ ...form, amount: event.target.value })}
            inputMode="decimal"
            placeholder="40.00"
          />
        </FormField>
        <FormField label={t("extra.note")} required error={errors.note} helperText={t("extra.noteHelp")}>
          <Textarea
            value={form.note}
            onChange={(event) => setForm({ ...form, note: event.target.value })}
            rows={2}
            placeholder={t("extra.notePlaceholder")}
          />
        </FormField>
        <HStack gap="2">
          <Button
            type="submit"
            size="sm"
            colorPalette="red"
            loading={fetching}
            loadingText={t("extra.sending")}
          >
            {t("extra.send")}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel} disabled={fetching}>
            {t("cancel")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
