import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { SUPPORT_PHONE, telHref } from "../../shared/config";
import { useT } from "../../shared/i18n";
import { MapPinIcon } from "../../shared/ui";
import { bookingMessages } from "./messages";

/** Full-screen notice when the browser will not share the position (spec §2.4). */
export function LocationAccessRequired({
  message,
  onEnable,
}: {
  readonly message: string | null;
  readonly onEnable: () => void;
}) {
  const t = useT(bookingMessages);
  return (
    <Center as="main" id="main" flex="1" px="4" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <MapPinIcon boxSize="12" color="red.600" />
        <Heading as="h1" size="2xl">
          {t("location.title")}
        </Heading>
        <Text color="fg.muted">{t("location.explain")}</Text>
        {message && (
          <Text fontSize="sm" color="red.600" role="alert">
            {message}
          </Text>
        )}
        <Button colorPalette="red" size="lg" onClick={onEnable}>
          <MapPinIcon /> {t("location.enable")}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t("location.callPrefix")}{" "}
          <a href={telHref(SUPPORT_PHONE)} dir="ltr" style={{ textDecoration: "underline" }}>
            {SUPPORT_PHONE}
          </a>
          .
        </Text>
      </Stack>
    </Center>
  );
}
