import { Button, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useId, useState } from "react";
import { ApiError, passwordApi, ServerUnreachableError } from "../../shared/api";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { PasswordInput } from "../../shared/ui";
import { FormField } from "../../shared/ui/FormField";
import { profileMessages } from "./messages";

const EMPTY = { current: "", next: "", confirm: "" };

/** Change password (current one required). The server ends every other session; this one stays. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();
  const t = useT(profileMessages);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.current || !values.next) return setError(t("password.fillAll"));
    if (values.next !== values.confirm) return setError(t("password.mismatch"));
    setError(null);
    setPending(true);
    try {
      const { message } = await passwordApi.changePassword(values.current, values.next);
      setValues(EMPTY);
      notify.success(t("password.changed"), message);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.serverMessage
          : failure instanceof ServerUnreachableError
            ? failure.message
            : t("password.wrong"),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t("password.title")}
      aria-describedby={error ? errorId : undefined}
    >
      <Stack gap="3">
        <Text fontWeight="medium">{t("password.title")}</Text>
        {error && (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
        <FormField label={t("password.current")} required>
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={values.current}
            onChange={(event) => setValues({ ...values, current: event.target.value })}
          />
        </FormField>
        <FormField label={t("password.new")} required>
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            value={values.next}
            onChange={(event) => setValues({ ...values, next: event.target.value })}
          />
        </FormField>
        <FormField label={t("password.confirm")} required>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(event) => setValues({ ...values, confirm: event.target.value })}
          />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {t("password.othersOut")}
        </Text>
        <Button type="submit" size="sm" colorPalette="red" alignSelf="flex-start" disabled={pending}>
          {pending ? t("password.saving") : t("password.title")}
        </Button>
      </Stack>
    </form>
  );
}
