import { Box, Heading, HStack, Text } from "@chakra-ui/react";
import { useT } from "../../../shared/i18n";
import { bookingMessages } from "../messages";

/** Spec §2.4's Conditions card: the fixed weather and traffic the product shows. */
export function ConditionsCard() {
  const t = useT(bookingMessages);
  return (
    <Box as="section" aria-labelledby="conditions-heading" borderWidth="1px" borderRadius="md" p="3" bg="bg">
      <Heading as="h2" id="conditions-heading" size="sm" mb="2">
        {t("conditions.title")}
      </Heading>
      <HStack justify="space-between" fontSize="sm">
        <Text>{t("conditions.weather")}</Text>
        <Text fontWeight="medium">{t("conditions.sunny")}</Text>
      </HStack>
      <HStack justify="space-between" fontSize="sm">
        <Text>{t("conditions.traffic")}</Text>
        <Text fontWeight="medium">{t("conditions.moderate")}</Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t("conditions.longer")}
      </Text>
    </Box>
  );
}
