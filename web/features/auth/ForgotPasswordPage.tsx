import { Alert, Button, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { passwordApi } from "../../shared/api";
import { SUPPORT_PHONE, telHref } from "../../shared/config";
import { messageWithElements, useT } from "../../shared/i18n";
import { ContentPage } from "../../shared/ui";
import { FormField } from "../../shared/ui/FormField";
import { FormError } from "./FormError";
import { authMessages } from "./messages";
import { recoveryErrorMessage } from "./recoveryErrorMessage";

/**
 * Asks for a reset link by email. The confirmation reads the same whether or not the email has an
 * account (the server answers the same), so the page cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();
  const t = useT(authMessages);
  const documentTitle = t("forgot.documentTitle");

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t("forgot.emailRequired"));
      return;
    }
    setError(null);
    setPending(true);
    try {
      setSent((await passwordApi.forgotPassword(email.trim())).message);
    } catch (failure) {
      setError(recoveryErrorMessage(failure) ?? t("error.generic"));
    } finally {
      setPending(false);
    }
  };

  const support = messageWithElements({
    phone: (
      <Link href={telHref(SUPPORT_PHONE)} colorPalette="red" variant="underline" dir="ltr">
        {SUPPORT_PHONE}
      </Link>
    ),
  });

  return (
    <ContentPage
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      back={{ to: "/login", label: t("backToSignIn") }}
    >
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{sent}</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
          <Stack gap="4">
            <FormError id={errorId} message={error} />
            <FormField label={t("field.email")} required>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t("field.emailPlaceholder")}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="red" size="lg" disabled={pending}>
              {pending ? t("sending") : t("forgot.submit")}
            </Button>
          </Stack>
        </form>
      )}
      <Text color="fg.muted" fontSize="sm">
        {support.render(t("forgot.support", support.values))}
      </Text>
      <HStack fontSize="sm" gap="1">
        <Text>{t("forgot.remembered")}</Text>
        <Link asChild colorPalette="red" variant="underline">
          <RouterLink to="/login">{t("signInLink")}</RouterLink>
        </Link>
      </HStack>
    </ContentPage>
  );
}
