import { Alert, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { passwordApi } from "../../shared/api";
import { useT } from "../../shared/i18n";
import { ContentPage, PasswordInput } from "../../shared/ui";
import { FormField } from "../../shared/ui/FormField";
import { FormError } from "./FormError";
import { authMessages } from "./messages";
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
  const t = useT(authMessages);
  const documentTitle = t("reset.documentTitle");

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t("reset.passwordRequired"));
    if (password !== confirm) return setError(t("validation.passwordsDiffer"));
    setError(null);
    setPending(true);
    try {
      setDone((await passwordApi.resetPassword(token, password)).message);
    } catch (failure) {
      setError(recoveryErrorMessage(failure) ?? t("error.generic"));
    } finally {
      setPending(false);
    }
  };

  return (
    <ContentPage title={t("reset.title")} back={{ to: "/login", label: t("backToSignIn") }}>
      {!token ? (
        <Text>
          {t("reset.needsLink")}{" "}
          <Link asChild colorPalette="red" variant="underline">
            <RouterLink to="/forgot-password">{t("reset.askNewLink")}</RouterLink>
          </Link>
        </Text>
      ) : done ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{done}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="red" size="lg" alignSelf="flex-start">
            <RouterLink to="/login">{t("signInLink")}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
          <Stack gap="4">
            <FormError id={errorId} message={error} />
            <FormField label={t("reset.newPassword")} required>
              <PasswordInput
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <FormField label={t("reset.confirmPassword")} required>
              <PasswordInput
                name="confirm"
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="red" size="lg" disabled={pending}>
              {pending ? t("reset.saving") : t("reset.submit")}
            </Button>
            <HStack fontSize="sm" gap="1">
              <Text>{t("reset.expired")}</Text>
              <Link asChild colorPalette="red" variant="underline">
                <RouterLink to="/forgot-password">{t("reset.askNewOne")}</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </form>
      )}
    </ContentPage>
  );
}
