import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../shared/i18n";
import { ArrowLeftIcon, BrandMark } from "../../shared/ui";
import { AuthLinks } from "./AuthLinks";
import { authMessages } from "./messages";
import { SignInForm } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";

export type AuthMode = "signin" | "signup";
export type AuthRole = "customer" | "provider";

export interface AuthScreenProps {
  readonly mode: AuthMode;
  readonly userType: AuthRole;
  readonly onBack: () => void;
  readonly onSwitchMode: (mode: AuthMode) => void;
}

/** Sign in or sign up for the role chosen on the landing (spec §2.3). */
export function AuthScreen({ mode, userType, onBack, onSwitchMode }: AuthScreenProps) {
  const t = useT(authMessages);
  const subtitle: Readonly<Record<AuthMode, Record<AuthRole, string>>> = {
    signin: {
      customer: t("screen.subtitle.signin.customer"),
      provider: t("screen.subtitle.signin.provider"),
    },
    signup: {
      customer: t("screen.subtitle.signup.customer"),
      provider: t("screen.subtitle.signup.provider"),
    },
  };
  const roleName = userType === "provider" ? t("role.provider") : t("role.customer");
  return (
    <Container as="main" id="main" maxW="lg" py={{ base: "4", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Stack direction="row" justify="space-between" align="center">
          <Button variant="ghost" size="sm" ms="-2" onClick={onBack}>
            <ArrowLeftIcon /> {t("backToHome")}
          </Button>
          <BrandMark size="sm" />
        </Stack>
        <Box bg="bg" borderRadius="xl" borderWidth="1px" shadow="sm" p={{ base: "5", md: "8" }}>
          <Stack gap="1" mb="6">
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color="red.600"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {roleName}
            </Text>
            <Heading as="h1" size="2xl">
              {mode === "signin" ? t("screen.welcomeBack") : t("screen.createYourAccount")}
            </Heading>
            <Text color="fg.muted">{subtitle[mode][userType]}</Text>
          </Stack>
          {mode === "signin" ? (
            <SignInForm surface="auth-screen" />
          ) : (
            <SignUpForm surface="auth-screen" userType={userType} />
          )}
          <Text textAlign="center" mt="6" fontSize="sm">
            {mode === "signin" ? t("screen.noAccount") : t("screen.haveAccount")}{" "}
            <Button
              variant="plain"
              size="sm"
              px="0"
              h="auto"
              color="red.600"
              textDecoration="underline"
              onClick={() => onSwitchMode(mode === "signin" ? "signup" : "signin")}
            >
              {mode === "signin" ? t("signUp.submit") : t("signIn.submit")}
            </Button>
          </Text>
        </Box>
        <AuthLinks forgotPassword={mode === "signin"} />
      </Stack>
    </Container>
  );
}
