import { Button, Center, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useT } from "../shared/i18n";
import { ArrowLeftIcon, HistoryIcon, HomeIcon, UserIcon } from "../shared/ui";
import { shellMessages } from "./messages";

/** Any unknown path (spec §2.1). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useT(shellMessages);
  const documentTitle = t("notFound.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Center as="main" id="main" flex="1" px="4" py="16">
      <Stack gap="6" align="center" textAlign="center" maxW="2xl">
        <Text
          fontSize={{ base: "6xl", md: "7xl" }}
          fontWeight="black"
          color="red.600"
          lineHeight="1"
          aria-hidden="true"
        >
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t("notFound.title")}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {t("notFound.text")}
        </Text>
        <Flex
          as="nav"
          aria-label={t("notFound.nav")}
          wrap="wrap"
          justify="center"
          gap="3"
          width="full"
          css={{ "& > *": { flex: { base: "1 1 40%", sm: "0 0 auto" } } }}
        >
          <Button asChild colorPalette="red">
            <RouterLink to="/">
              <HomeIcon /> {t("notFound.home")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/profile">
              <UserIcon /> {t("notFound.profile")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/history">
              <HistoryIcon /> {t("notFound.history")}
            </RouterLink>
          </Button>
          <Button variant="ghost" onClick={() => navigate(-1)}>
            <ArrowLeftIcon /> {t("notFound.back")}
          </Button>
        </Flex>
      </Stack>
    </Center>
  );
}
