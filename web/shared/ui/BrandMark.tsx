import { HStack, Square, Text } from "@chakra-ui/react";
import { useT } from "../i18n";
import { TruckIcon } from "./icons";
import { uiMessages } from "./messages";

/** The product's name with its mark; links are the caller's business. */
export function BrandMark({ size = "md" }: { readonly size?: "sm" | "md" | "lg" }) {
  const t = useT(uiMessages);
  const box = { sm: "7", md: "9", lg: "12" }[size];
  const font = { sm: "md", md: "lg", lg: "2xl" }[size];
  return (
    <HStack gap="2">
      <Square size={box} bg="red.600" color="white" borderRadius="lg">
        <TruckIcon boxSize="60%" />
      </Square>
      <Text fontWeight="bold" fontSize={font} letterSpacing="tight">
        {t("brand")}
      </Text>
    </HStack>
  );
}
