import { Box, Button, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "../../shared/config";
import { ContentPage, MailIcon, PhoneIcon } from "../../shared/ui";

const RESET_SUBJECT = "Password reset request";

/**
 * Roadside does not send password-reset emails, so this page says so and hands the user to a
 * person who can check who they are and reset the password for them.
 */
export function ForgotPasswordPage() {
  useEffect(() => {
    document.title = "Forgot password – Roadside";
  }, []);

  return (
    <ContentPage
      title="Forgot your password?"
      subtitle="Our support team will help you back into your account."
      back={{ to: "/login", label: "Back to sign in" }}
    >
      <Text>
        Roadside can't reset passwords by email yet. Instead, contact our support team, available 24/7. They
        will confirm that the account is yours and set a new password with you.
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <Button asChild colorPalette="red" size="lg">
          <a href={telHref(SUPPORT_PHONE)}>
            <PhoneIcon /> Call {SUPPORT_PHONE}
          </a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(RESET_SUBJECT)}`}>
            <MailIcon /> Email {SUPPORT_EMAIL}
          </a>
        </Button>
      </Stack>
      <Box>
        <Text as="h2">To speed things up</Text>
        <List.Root gap="1" ps="5">
          <List.Item>Call from the phone number on your account, or write from its email address.</List.Item>
          <List.Item>
            Tell us your full name and whether you use Roadside as a customer or a service provider.
          </List.Item>
          <List.Item>
            If you have an active request, mention it: support can help with that request while your password
            is being reset.
          </List.Item>
        </List.Root>
      </Box>
      <Text color="fg.muted" fontSize="sm">
        For your safety, Roadside support will never ask for your current password, a card PIN or a one-time
        code.
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
