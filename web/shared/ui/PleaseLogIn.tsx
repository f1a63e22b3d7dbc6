import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useT } from "../i18n";
import { uiMessages } from "./messages";

/** Spec §2.8's signed-out state, used by every screen that needs a user. */
export function PleaseLogIn() {
  const t = useT(uiMessages);
  return (
    <Center as="main" id="main" flex="1" px="4" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Heading as="h1" size="xl">
          {t("pleaseLogIn.title")}
        </Heading>
        <Text color="fg.muted">{t("pleaseLogIn.text")}</Text>
        <Button asChild colorPalette="red">
          <RouterLink to="/login">{t("pleaseLogIn.action")}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
