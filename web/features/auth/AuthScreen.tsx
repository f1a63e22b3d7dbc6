import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { ArrowLeftIcon, BrandMark } from "../../shared/ui";
import { AuthLinks } from "./AuthLinks";
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

const SUBTITLE: Record<AuthMode, Record<AuthRole, string>> = {
  signin: {
    customer: "Sign in to request help and follow your captain live.",
    provider: "Sign in to take jobs, run your fleet and get paid.",
  },
  signup: {
    customer: "Create a customer account: help on the road in minutes, anywhere in the UAE.",
    provider: "Create a provider account: receive requests near you and build your reputation.",
  },
};

/** Sign in or sign up for the role chosen on the landing (spec §2.3). */
export function AuthScreen({ mode, userType, onBack, onSwitchMode }: AuthScreenProps) {
  const roleName = userType === "provider" ? "Service Provider" : "Customer";
  return (
    <Container as="main" id="main" maxW="lg" py={{ base: "4", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Stack direction="row" justify="space-between" align="center">
          <Button variant="ghost" size="sm" ms="-2" onClick={onBack}>
            <ArrowLeftIcon /> Back to home
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
              {mode === "signin" ? "Welcome back" : "Create your account"}
            </Heading>
            <Text color="fg.muted">{SUBTITLE[mode][userType]}</Text>
          </Stack>
          {mode === "signin" ? (
            <SignInForm surface="auth-screen" />
          ) : (
            <SignUpForm surface="auth-screen" userType={userType} />
          )}
          <Text textAlign="center" mt="6" fontSize="sm">
            {mode === "signin" ? "Don't have an account? " : "Already have an account? "}
            <Button
              variant="plain"
              size="sm"
              px="0"
              h="auto"
              color="red.600"
              textDecoration="underline"
              onClick={() => onSwitchMode(mode === "signin" ? "signup" : "signin")}
            >
              {mode === "signin" ? "Create Account" : "Sign In"}
            </Button>
          </Text>
        </Box>
        <AuthLinks forgotPassword={mode === "signin"} />
      </Stack>
    </Container>
  );
}
