import { Center, Spinner, Text, VStack } from "@chakra-ui/react";
import { useT } from "../../../shared/i18n";
import { mapMessages } from "../messages";

/** Covers the map until its style has loaded (spec §2.5). */
export function MapLoadingOverlay() {
  const t = useT(mapMessages);
  return (
    <Center position="absolute" inset="0" bg="bg.muted" zIndex="2" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="red.500" />
        <Text color="fg.muted" fontWeight="medium">
          {t("loading")}
        </Text>
      </VStack>
    </Center>
  );
}
