import { Badge, Box, Button, Container, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { SUPPORT_PHONE, telHref } from "../../shared/config";
import { useT } from "../../shared/i18n";
import { BrandMark } from "../../shared/ui";
import { type AuthMode, type AuthRole, AuthScreen } from "../auth";
import { OurServices, ServiceCoverage, WhyChooseUs } from "./LandingSections";
import { landingMessages } from "./messages";
import { RoleCards } from "./RoleCards";

function readRole(value: string | null): AuthRole | null {
  return value === "customer" || value === "provider" ? value : null;
}

function readMode(value: string | null): AuthMode | null {
  return value === "signin" || value === "signup" ? value : null;
}

/**
 * What a signed-out visitor sees at /: the headline, the role choice and the product's lists. The
 * role and the open auth screen live in the URL (`?role=provider&auth=signin`), so Back and reload work.
 */
export function LandingScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const role = readRole(params.get("role"));
  const mode = readMode(params.get("auth"));
  const t = useT(landingMessages);
  const documentTitle = t("documentTitle");

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  if (role && mode) {
    return (
      <AuthScreen
        mode={mode}
        userType={role}
        onBack={() => navigate(`/?role=${role}`)}
        onSwitchMode={(next) => setParams({ role, auth: next }, { replace: true })}
      />
    );
  }

  const chooseRole = (next: AuthRole | null) => setParams(next ? { role: next } : {}, { replace: true });
  const openAuth = (next: AuthMode) => role && setParams({ role, auth: next });
  const signInLabel: Readonly<Record<AuthRole, string>> = {
    customer: t("signIn.customer"),
    provider: t("signIn.provider"),
  };
  const createAccountLabel: Readonly<Record<AuthRole, string>> = {
    customer: t("createAccount.customer"),
    provider: t("createAccount.provider"),
  };

  return (
    <Box>
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="6xl" px={{ base: "4", md: "6" }} py="3">
          <HStack justify="space-between">
            <BrandMark />
            <Badge colorPalette="green" variant="subtle" size="md">
              {t("available")}
            </Badge>
          </HStack>
        </Container>
      </Box>
      <Box as="main" id="main">
        <Box bgGradient="to-b" gradientFrom="red.50" gradientTo="bg.subtle" pb="10">
          <Container maxW="4xl" px={{ base: "4", md: "6" }} pt={{ base: "8", md: "16" }}>
            <Stack gap="4" textAlign="center" align="center" mb="8">
              <Heading as="h1" size={{ base: "3xl", md: "5xl" }} lineHeight="1.1" maxW="3xl">
                {t("hero.title")}
              </Heading>
              <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl">
                {t("hero.text")}
              </Text>
            </Stack>
            <Stack gap="5">
              <RoleCards role={role} onChange={chooseRole} />
              {role ? (
                <Stack direction={{ base: "column", sm: "row" }} gap="3" justify="center">
                  <Button
                    colorPalette="red"
                    size="lg"
                    minW={{ sm: "44" }}
                    onClick={() => openAuth("signin")}
                    aria-label={signInLabel[role]}
                  >
                    {t("signIn")}
                  </Button>
                  <Button
                    variant="outline"
                    colorPalette="red"
                    bg="bg"
                    size="lg"
                    minW={{ sm: "44" }}
                    onClick={() => openAuth("signup")}
                    aria-label={createAccountLabel[role]}
                  >
                    {t("createAccount")}
                  </Button>
                </Stack>
              ) : (
                <Text textAlign="center" color="fg.muted" fontSize="sm">
                  {t("chooseRole")}
                </Text>
              )}
            </Stack>
          </Container>
        </Box>
        <Container maxW="6xl" px={{ base: "4", md: "6" }} py="10">
          <Stack gap="12">
            <OurServices />
            <WhyChooseUs />
            <ServiceCoverage />
          </Stack>
        </Container>
      </Box>
      <Box as="footer" borderTopWidth="1px" bg="bg">
        <Container maxW="6xl" px={{ base: "4", md: "6" }} py="6">
          <Stack
            direction={{ base: "column", md: "row" }}
            justify="space-between"
            gap="3"
            fontSize="sm"
            color="fg.muted"
          >
            <Text>
              {t("footer.support")}{" "}
              <Link href={telHref(SUPPORT_PHONE)} colorPalette="red" variant="underline" dir="ltr">
                {SUPPORT_PHONE}
              </Link>
            </Text>
            <HStack gap="4">
              <Link asChild variant="underline">
                <RouterLink to="/terms">{t("footer.terms")}</RouterLink>
              </Link>
              <Link asChild variant="underline">
                <RouterLink to="/privacy">{t("footer.privacy")}</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
