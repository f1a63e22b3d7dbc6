import { Alert, Box, Button, DataList, Heading, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatDay } from "../../shared/format";
import { serverFieldError } from "../../shared/graphql/serverFieldError";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { payoutsMessages } from "./messages";
import {
  PAYOUT_ACCOUNT_FIELDS,
  type PayoutAccountErrors,
  type PayoutAccountForm,
  payoutAccountInput,
  validatePayoutAccount,
} from "./payoutAccountForm";
import { MyPayoutAccountQuery, type PayoutAccount, SetPayoutAccountMutation } from "./payoutDocuments";

const EMPTY: PayoutAccountForm = { iban: "", accountName: "" };

const setOn = formatDay;

/**
 * The captain's payout account: where weekly payouts are transferred (a UAE IBAN and the account holder's
 * name). A captain without one is left out of payout runs, so the card says so.
 */
export function PayoutAccountSettings() {
  const [result, reexecute] = useQuery({ query: MyPayoutAccountQuery, requestPolicy: "cache-and-network" });
  const [{ fetching: saving }, save] = useMutation(SetPayoutAccountMutation);
  const [form, setForm] = useState<PayoutAccountForm>(EMPTY);
  const [errors, setErrors] = useState<PayoutAccountErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<PayoutAccount | null>(null);
  const t = useT(payoutsMessages);
  const account = saved ?? result.data?.myPayoutAccount ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validatePayoutAccount(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await save(payoutAccountInput(form));
    if (answer.error) {
      const { field, message } = serverFieldError(answer.error, PAYOUT_ACCOUNT_FIELDS);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      return;
    }
    if (answer.data) {
      setSaved(answer.data.setPayoutAccount);
      setForm(EMPTY);
      notify.success(t("saved"), t("savedText"));
    }
  };

  return (
    <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <form onSubmit={submit} noValidate aria-labelledby="payout-account-heading">
        <Heading as="h2" id="payout-account-heading" size="md" mb="1">
          {t("title")}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t("intro")}
        </Text>
        <Stack gap="4">
          {result.error && !result.data ? (
            <LoadErrorAlert
              title={t("loadFailed", {
                reason: result.error.graphQLErrors[0]?.message ?? result.error.message,
              })}
              onRetry={() => reexecute({ requestPolicy: "network-only" })}
            />
          ) : !result.data && !saved ? (
            <Skeleton height="12" aria-label={t("loading")} />
          ) : account ? (
            <DataList.Root orientation="horizontal" size="sm" aria-label={t("current")}>
              <DataList.Item>
                <DataList.ItemLabel>{t("iban")}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="payout-iban">{account.ibanMasked}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t("holder")}</DataList.ItemLabel>
                <DataList.ItemValue>{account.accountName}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t("setOn")}</DataList.ItemLabel>
                <DataList.ItemValue>{setOn(account.setAt)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          ) : (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>{t("none")}</Alert.Title>
            </Alert.Root>
          )}
          {formError && (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
          <FormField
            label={account ? t("newIban") : t("iban")}
            required
            error={errors.iban}
            helperText={t("ibanHelp")}
          >
            <Input
              value={form.iban}
              onChange={(event) => setForm({ ...form, iban: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              inputMode="text"
              placeholder={t("ibanPlaceholder")}
            />
          </FormField>
          <FormField label={t("holderName")} required error={errors.accountName}>
            <Input
              value={form.accountName}
              onChange={(event) => setForm({ ...form, accountName: event.target.value })}
              autoComplete="name"
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="red"
            alignSelf="flex-start"
            loading={saving}
            loadingText={t("saving")}
          >
            {account ? t("change") : t("save")}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
