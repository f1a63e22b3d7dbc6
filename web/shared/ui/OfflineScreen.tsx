import { Box, Heading, List, Stack, Text } from "@chakra-ui/react";
import { useT } from "../i18n";
import { uiMessages } from "./messages";
import { useDeviceOnline } from "./useDeviceOnline";

/**
 * While the device has no network: a screen over the app saying plainly what works and what does
 * not. The screen below stays mounted, so nothing typed is lost; the live connection retries by
 * itself, and this screen leaves as soon as the device is back online.
 */
export function OfflineScreen() {
  const online = useDeviceOnline();
  const t = useT(uiMessages);
  if (online) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg.subtle"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
      role="alert"
      aria-labelledby="offline-title"
    >
      <Stack gap="4" maxW="md">
        <Heading id="offline-title" as="h1" size="xl">
          {t("offline.title")}
        </Heading>
        <Text>{t("offline.intro")}</Text>
        <Box>
          <Text fontWeight="semibold">{t("offline.needs")}</Text>
          <List.Root ps="5">
            <List.Item>{t("offline.needs.booking")}</List.Item>
            <List.Item>{t("offline.needs.tracking")}</List.Item>
            <List.Item>{t("offline.needs.account")}</List.Item>
          </List.Root>
        </Box>
        <Box>
          <Text fontWeight="semibold">{t("offline.works")}</Text>
          <List.Root ps="5">
            <List.Item>{t("offline.works.app")}</List.Item>
            <List.Item>{t("offline.works.screens")}</List.Item>
          </List.Root>
        </Box>
        <Text>{t("offline.reconnects")}</Text>
        <Text fontWeight="semibold">{t("offline.emergency")}</Text>
      </Stack>
    </Box>
  );
}
