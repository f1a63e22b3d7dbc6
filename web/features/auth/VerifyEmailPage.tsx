import { Alert, Button, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { emailVerificationApi } from "../../shared/api";
import { homePathFor, useSession } from "../../shared/session";
import { ContentPage } from "../../shared/ui";
import { recoveryErrorMessage } from "./recoveryErrorMessage";

type Outcome = { kind: "working" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

/** Where a verification mail's link lands: `/verify-email?token=...` confirms the email once. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user, signIn } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });
  // The link works once: a second effect run (React's strict mode) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    document.title = "Confirm your email – Roadside";
  }, []);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    emailVerificationApi
      .verifyEmail(token)
      .then((answer) => setOutcome({ kind: "done", message: answer.message }))
      .catch((failure: unknown) => setOutcome({ kind: "failed", message: recoveryErrorMessage(failure) }));
  }, [token]);

  // The signed-in owner of the link sees the banner go and, for a captain, the switch work.
  useEffect(() => {
    if (outcome.kind === "done" && user && user.emailVerified === false)
      signIn({ ...user, emailVerified: true });
  }, [outcome, user, signIn]);

  const next = user ? homePathFor(user.userType) : "/login";
  return (
    <ContentPage
      title="Confirm your email"
      back={{ to: next, label: user ? "Back to the app" : "Back to sign in" }}
    >
      {!token ? (
        <Text>This page needs the link from your verification email.</Text>
      ) : outcome.kind === "working" ? (
        <Text role="status">Confirming your email...</Text>
      ) : (
        <Stack gap="4">
          <Alert.Root status={outcome.kind === "done" ? "success" : "error"} role="status">
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="red" size="lg" alignSelf="flex-start">
            <RouterLink to={next}>{user ? "Continue" : "Sign in"}</RouterLink>
          </Button>
        </Stack>
      )}
    </ContentPage>
  );
}
