import { Alert, Box, Button, DataList, Heading, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation, useQuery } from "urql";
import { serverFieldError } from "../../shared/graphql/serverFieldError";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import {
  PAYOUT_ACCOUNT_FIELDS,
  type PayoutAccountErrors,
  type PayoutAccountForm,
  payoutAccountInput,
  validatePayoutAccount,
} from "./payoutAccountForm";
import { MyPayoutAccountQuery, type PayoutAccount, SetPayoutAccountMutation } from "./payoutDocuments";

const EMPTY: PayoutAccountForm = { iban: "", accountName: "" };

const setOn = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", {
    timeZone: "Asia/Dubai",
    day: "numeric",
    month: "short",
    year: "numeric",
  });

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
      notify.success("Payout account saved", "Weekly payouts go to this account from now on.");
    }
  };

  return (
    <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <form onSubmit={submit} noValidate aria-labelledby="payout-account-heading">
        <Heading as="h2" id="payout-account-heading" size="md" mb="1">
          Payout account
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          Your earnings are transferred here every week, after the platform's commission.
        </Text>
        <Stack gap="4">
          {result.error && !result.data ? (
            <LoadErrorAlert
              title={`Your payout account could not be loaded: ${result.error.graphQLErrors[0]?.message ?? result.error.message}`}
              onRetry={() => reexecute({ requestPolicy: "network-only" })}
            />
          ) : !result.data && !saved ? (
            <Skeleton height="12" aria-label="Loading your payout account" />
          ) : account ? (
            <DataList.Root orientation="horizontal" size="sm" aria-label="Current payout account">
              <DataList.Item>
                <DataList.ItemLabel>IBAN</DataList.ItemLabel>
                <DataList.ItemValue data-testid="payout-iban">{account.ibanMasked}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Account holder</DataList.ItemLabel>
                <DataList.ItemValue>{account.accountName}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Set on</DataList.ItemLabel>
                <DataList.ItemValue>{setOn(account.setAt)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          ) : (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>No payout account yet: add one to be included in the weekly payouts.</Alert.Title>
            </Alert.Root>
          )}
          {formError && (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
          <FormField
            label={account ? "New IBAN" : "IBAN"}
            required
            error={errors.iban}
            helperText="A UAE IBAN: AE and 21 digits, e.g. AE07 0331 2345 6789 0123 456"
          >
            <Input
              value={form.iban}
              onChange={(event) => setForm({ ...form, iban: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              inputMode="text"
              placeholder="AE.. .... .... .... .... ..."
            />
          </FormField>
          <FormField label="Account holder's name" required error={errors.accountName}>
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
            loadingText="Saving"
          >
            {account ? "Change payout account" : "Save payout account"}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
