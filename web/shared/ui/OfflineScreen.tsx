import { Box, Heading, List, Stack, Text } from "@chakra-ui/react";
import { useDeviceOnline } from "./useDeviceOnline";

/**
 * While the device has no network: a screen over the app saying plainly what works and what does
 * not. The screen below stays mounted, so nothing typed is lost; the live connection retries by
 * itself, and this screen leaves as soon as the device is back online.
 */
export function OfflineScreen() {
  const online = useDeviceOnline();
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
          You're offline
        </Heading>
        <Text>This device has no internet connection, so Roadside cannot reach its server.</Text>
        <Box>
          <Text fontWeight="semibold">Needs a connection</Text>
          <List.Root ps="5">
            <List.Item>Requesting help, and captains' offers and jobs</List.Item>
            <List.Item>Live tracking, chat and the share link</List.Item>
            <List.Item>Signing in, your history and your profile</List.Item>
          </List.Root>
        </Box>
        <Box>
          <Text fontWeight="semibold">Works now</Text>
          <List.Root ps="5">
            <List.Item>The app itself: it is saved on this device and opens without a connection</List.Item>
            <List.Item>Anything you had open stays underneath this notice, as you left it</List.Item>
          </List.Root>
        </Box>
        <Text>Roadside reconnects by itself when the connection is back; this notice then closes.</Text>
        <Text fontWeight="semibold">In an emergency, call 999.</Text>
      </Stack>
    </Box>
  );
}
