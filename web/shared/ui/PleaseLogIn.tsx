import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

/** Spec §2.8's signed-out state, used by every screen that needs a user. */
export function PleaseLogIn() {
  return (
    <Center as="main" id="main" flex="1" px="4" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Heading as="h1" size="xl">
          Please log in
        </Heading>
        <Text color="fg.muted">Sign in to see this page.</Text>
        <Button asChild colorPalette="red">
          <RouterLink to="/login">Go to Login</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
