import { Alert, Button, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { emailVerificationApi } from "../../shared/api";
import { useT } from "../../shared/i18n";
import { homePathFor, useSession } from "../../shared/session";
import { ContentPage } from "../../shared/ui";
import { authMessages } from "./messages";
import { recoveryErrorMessage } from "./recoveryErrorMessage";

/** A failure's message is null when the server said nothing (the generic message shows). */
type Outcome =
  | { kind: "working" }
  | { kind: "done"; message: string }
  | { kind: "failed"; message: string | null };

/** Where a verification mail's link lands: `/verify-email?token=...` confirms the email once. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user, signIn } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });
  // The link works once: a second effect run (React's strict mode) must not spend it again.
  const sent = useRef(false);
  const t = useT(authMessages);
  const documentTitle = t("verify.documentTitle");

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

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
      title={t("verify.title")}
      back={{ to: next, label: user ? t("verify.backToApp") : t("backToSignIn") }}
    >
      {!token ? (
        <Text>{t("verify.needsLink")}</Text>
      ) : outcome.kind === "working" ? (
        <Text role="status">{t("verify.working")}</Text>
      ) : (
        <Stack gap="4">
          <Alert.Root status={outcome.kind === "done" ? "success" : "error"} role="status">
            <Alert.Indicator />
            <Alert.Title>{outcome.message ?? t("error.generic")}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="red" size="lg" alignSelf="flex-start">
            <RouterLink to={next}>{user ? t("verify.continue") : t("signInLink")}</RouterLink>
          </Button>
        </Stack>
      )}
    </ContentPage>
  );
}
