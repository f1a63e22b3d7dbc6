import { Alert, Button, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { passwordApi } from "../../shared/api";
import { SUPPORT_PHONE, telHref } from "../../shared/config";
import { ContentPage } from "../../shared/ui";
import { FormField } from "../../shared/ui/FormField";
import { FormError } from "./FormError";
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

  useEffect(() => {
    document.title = "Forgot password – Roadside";
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError("Please enter your email");
      return;
    }
    setError(null);
    setPending(true);
    try {
      setSent((await passwordApi.forgotPassword(email.trim())).message);
    } catch (failure) {
      setError(recoveryErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <ContentPage
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      back={{ to: "/login", label: "Back to sign in" }}
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
            <FormField label="Email" required>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.ae"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="red" size="lg" disabled={pending}>
              {pending ? "Sending..." : "Send reset link"}
            </Button>
          </Stack>
        </form>
      )}
      <Text color="fg.muted" fontSize="sm">
        No access to that mailbox any more? Call support on{" "}
        <Link href={telHref(SUPPORT_PHONE)} colorPalette="red" variant="underline">
          {SUPPORT_PHONE}
        </Link>
        : they will confirm the account is yours. Roadside will never ask for your password.
      </Text>
      <HStack fontSize="sm" gap="1">
        <Text>Remembered it?</Text>
        <Link asChild colorPalette="red" variant="underline">
          <RouterLink to="/login">Sign in</RouterLink>
        </Link>
      </HStack>
    </ContentPage>
  );
}
