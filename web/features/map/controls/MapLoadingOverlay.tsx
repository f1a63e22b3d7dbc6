import { Center, Spinner, Text, VStack } from "@chakra-ui/react";

/** Covers the map until its style has loaded (spec §2.5). */
export function MapLoadingOverlay() {
  return (
    <Center position="absolute" inset="0" bg="bg.muted" zIndex="2" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="red.500" />
        <Text color="fg.muted" fontWeight="medium">
          Loading Dubai map...
        </Text>
      </VStack>
    </Center>
  );
}
