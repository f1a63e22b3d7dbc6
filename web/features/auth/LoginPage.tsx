import { Box, Button, Container, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Navigate, Link as RouterLink, useSearchParams } from "react-router";
import { useT } from "../../shared/i18n";
import { homePathFor, useSession } from "../../shared/session";
import { ArrowLeftIcon, BrandMark } from "../../shared/ui";
import { AuthLinks } from "./AuthLinks";
import { authMessages } from "./messages";
import { SignInForm } from "./SignInForm";
import { type AccountType, SignUpForm } from "./SignUpForm";

type Tab = "login" | "register";

/** /login: Login and Register tabs; `?tab=register&role=provider` opens a tab with a role chosen. */
export function LoginPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "register" ? "register" : "login";
  const role: AccountType = params.get("role") === "provider" ? "provider" : "customer";
  const t = useT(authMessages);
  const documentTitle = tab === "login" ? t("login.documentTitle") : t("register.documentTitle");

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  if (user) return <Navigate to={homePathFor(user.userType)} replace />;

  const update = (next: { tab?: Tab; role?: AccountType }) => {
    const search = new URLSearchParams(params);
    if (next.tab) search.set("tab", next.tab);
    if (next.role) search.set("role", next.role);
    setParams(search, { replace: true });
  };

  return (
    <Container as="main" id="main" maxW="lg" py={{ base: "4", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Stack direction="row" justify="space-between" align="center">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to="/">
              <ArrowLeftIcon /> {t("backToHome")}
            </RouterLink>
          </Button>
          <BrandMark size="sm" />
        </Stack>
        <Box bg="bg" borderRadius="xl" borderWidth="1px" shadow="sm" p={{ base: "5", md: "8" }}>
          <Stack gap="1" mb="5">
            <Heading as="h1" size="2xl">
              {tab === "login" ? t("login.title") : t("register.title")}
            </Heading>
            <Text color="fg.muted">{t("login.tagline")}</Text>
          </Stack>
          <Tabs.Root
            value={tab}
            onValueChange={(details) => update({ tab: details.value === "register" ? "register" : "login" })}
            variant="enclosed"
            fitted
            colorPalette="red"
            // Only the open tab's form exists: one set of fields, and no location prompt on Login.
            lazyMount
            unmountOnExit
          >
            <Tabs.List mb="5">
              <Tabs.Trigger value="login">{t("login.tab")}</Tabs.Trigger>
              <Tabs.Trigger value="register">{t("register.tab")}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <SignInForm surface="login-page" />
            </Tabs.Content>
            <Tabs.Content value="register">
              <SignUpForm
                surface="login-page"
                userType={role}
                chooseUserType
                onUserTypeChange={(next) => update({ role: next })}
              />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
        <AuthLinks />
      </Stack>
    </Container>
  );
}
