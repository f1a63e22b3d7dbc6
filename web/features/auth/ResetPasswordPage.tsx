import { Alert, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { passwordApi } from "../../shared/api";
import { ContentPage, PasswordInput } from "../../shared/ui";
import { FormField } from "../../shared/ui/FormField";
import { FormError } from "./FormError";
import { recoveryErrorMessage } from "./recoveryErrorMessage";

/** Where a reset mail's link lands: `/reset-password?token=...` sets a new password once. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();

  useEffect(() => {
    document.title = "Choose a new password – Roadside";
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError("Please choose a new password");
    if (password !== confirm) return setError("Passwords do not match");
    setError(null);
    setPending(true);
    try {
      setDone((await passwordApi.resetPassword(token, password)).message);
    } catch (failure) {
      setError(recoveryErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <ContentPage title="Choose a new password" back={{ to: "/login", label: "Back to sign in" }}>
      {!token ? (
        <Text>
          This page needs the link from your reset email.{" "}
          <Link asChild colorPalette="red" variant="underline">
            <RouterLink to="/forgot-password">Ask for a new link</RouterLink>
          </Link>
        </Text>
      ) : done ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{done}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="red" size="lg" alignSelf="flex-start">
            <RouterLink to="/login">Sign in</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
          <Stack gap="4">
            <FormError id={errorId} message={error} />
            <FormField label="New password" required>
              <PasswordInput
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <FormField label="Confirm new password" required>
              <PasswordInput
                name="confirm"
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="red" size="lg" disabled={pending}>
              {pending ? "Saving..." : "Set new password"}
            </Button>
            <HStack fontSize="sm" gap="1">
              <Text>Link expired?</Text>
              <Link asChild colorPalette="red" variant="underline">
                <RouterLink to="/forgot-password">Ask for a new one</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </form>
      )}
    </ContentPage>
  );
}
