import { Button, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useId, useState } from "react";
import { ApiError, passwordApi, ServerUnreachableError } from "../../shared/api";
import { notify } from "../../shared/toast";
import { PasswordInput } from "../../shared/ui";
import { FormField } from "../../shared/ui/FormField";

const EMPTY = { current: "", next: "", confirm: "" };

/** Change password (current one required). The server ends every other session; this one stays. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.current || !values.next) return setError("Please fill in all fields");
    if (values.next !== values.confirm) return setError("Passwords do not match");
    setError(null);
    setPending(true);
    try {
      const { message } = await passwordApi.changePassword(values.current, values.next);
      setValues(EMPTY);
      notify.success("Password changed", message);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.serverMessage
          : failure instanceof ServerUnreachableError
            ? failure.message
            : "Something went wrong. Please try again.",
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Change password"
      aria-describedby={error ? errorId : undefined}
    >
      <Stack gap="3">
        <Text fontWeight="medium">Change password</Text>
        {error && (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
        <FormField label="Current password" required>
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={values.current}
            onChange={(event) => setValues({ ...values, current: event.target.value })}
          />
        </FormField>
        <FormField label="New password" required>
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            value={values.next}
            onChange={(event) => setValues({ ...values, next: event.target.value })}
          />
        </FormField>
        <FormField label="Confirm new password" required>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(event) => setValues({ ...values, confirm: event.target.value })}
          />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          Other devices signed in to your account will be signed out.
        </Text>
        <Button type="submit" size="sm" colorPalette="red" alignSelf="flex-start" disabled={pending}>
          {pending ? "Saving..." : "Change password"}
        </Button>
      </Stack>
    </form>
  );
}
