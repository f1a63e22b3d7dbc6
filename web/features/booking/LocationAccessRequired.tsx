import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { SUPPORT_PHONE, telHref } from "../../shared/config";
import { MapPinIcon } from "../../shared/ui";

/** Full-screen notice when the browser will not share the position (spec §2.4). */
export function LocationAccessRequired({
  message,
  onEnable,
}: {
  readonly message: string | null;
  readonly onEnable: () => void;
}) {
  return (
    <Center as="main" id="main" flex="1" px="4" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <MapPinIcon boxSize="12" color="red.600" />
        <Heading as="h1" size="2xl">
          Location Access Required
        </Heading>
        <Text color="fg.muted">
          Roadside needs your location to send the nearest captain to you. Allow location for this site in
          your browser, then press Enable Location.
        </Text>
        {message && (
          <Text fontSize="sm" color="red.600" role="alert">
            {message}
          </Text>
        )}
        <Button colorPalette="red" size="lg" onClick={onEnable}>
          <MapPinIcon /> Enable Location
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Need help right now? Call{" "}
          <a href={telHref(SUPPORT_PHONE)} style={{ textDecoration: "underline" }}>
            {SUPPORT_PHONE}
          </a>
          .
        </Text>
      </Stack>
    </Center>
  );
}
