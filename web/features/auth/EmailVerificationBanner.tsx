import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { emailVerificationApi } from "../../shared/api";
import { useSession } from "../../shared/session";
import { recoveryErrorMessage } from "./recoveryErrorMessage";

/**
 * Until the owner opens the link mailed at sign-up: captains are told why they cannot go online,
 * customers get a gentle reminder (they may use the app meanwhile). Both can ask for a new link.
 */
export function EmailVerificationBanner() {
  const { user } = useSession();
  const [answer, setAnswer] = useState<string | null>(null);
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

  const to = user.email ? ` to ${user.email}` : "";
  return (
    <Alert.Root
      status={user.userType === "provider" ? "warning" : "info"}
      borderRadius="0"
      data-testid="verify-email-banner"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {user.userType === "provider"
            ? `You cannot go online until you confirm your email. We sent a link${to}.`
            : `Please confirm your email: we sent a link${to}.`}
        </Alert.Title>
        <HStack gap="3" mt="1" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={resend} disabled={pending}>
            {pending ? "Sending..." : "Send a new link"}
          </Button>
          {answer && (
            <Text fontSize="sm" role="status">
              {answer}
            </Text>
          )}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
