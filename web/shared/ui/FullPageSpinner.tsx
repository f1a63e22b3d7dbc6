import { Center, Spinner, Text, VStack } from "@chakra-ui/react";
import { useT } from "../i18n";
import { uiMessages } from "./messages";

/** Shown while the app works out who is signed in, and while a lazy screen loads. */
export function FullPageSpinner({ label }: { readonly label?: string }) {
  const t = useT(uiMessages);
  return (
    <Center minH="60vh" role="status" aria-live="polite" aria-busy="true">
      <VStack gap="3">
        <Spinner size="xl" color="red.500" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label ?? t("loading")}
        </Text>
      </VStack>
    </Center>
  );
}
