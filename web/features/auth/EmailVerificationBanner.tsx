import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { emailVerificationApi } from "../../shared/api";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { authMessages } from "./messages";
import { recoveryErrorMessage } from "./recoveryErrorMessage";

/**
 * Until the owner opens the link mailed at sign-up: captains are told why they cannot go online,
 * customers get a gentle reminder (they may use the app meanwhile). Both can ask for a new link.
 */
export function EmailVerificationBanner() {
  const { user } = useSession();
  const t = useT(authMessages);
  // The server's sentence; null after a failure it said nothing about (the generic message shows).
  const [answer, setAnswer] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  if (!user || user.userType === "admin" || user.emailVerified !== false) return null;

  const resend = async () => {
    setPending(true);
    try {
      setAnswer((await emailVerificationApi.resendVerification()).message);
    } catch (failure) {
      setAnswer(recoveryErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const email = user.email ? { email: user.email } : null;
  const title =
    user.userType === "provider"
      ? email
        ? t("banner.provider", email)
        : t("banner.providerNoEmail")
      : email
        ? t("banner.customer", email)
        : t("banner.customerNoEmail");
  return (
    <Alert.Root
      status={user.userType === "provider" ? "warning" : "info"}
      borderRadius="0"
      data-testid="verify-email-banner"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <HStack gap="3" mt="1" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={resend} disabled={pending}>
            {pending ? t("sending") : t("banner.resend")}
          </Button>
          {answer !== undefined && (
            <Text fontSize="sm" role="status">
              {answer ?? t("error.generic")}
            </Text>
          )}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
