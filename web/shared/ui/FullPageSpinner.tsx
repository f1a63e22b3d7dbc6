import { Center, Spinner, Text, VStack } from "@chakra-ui/react";

/** Shown while the app works out who is signed in, and while a lazy screen loads. */
export function FullPageSpinner({ label = "Loading..." }: { readonly label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite" aria-busy="true">
      <VStack gap="3">
        <Spinner size="xl" color="red.500" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
