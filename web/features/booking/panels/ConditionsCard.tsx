import { Box, Heading, HStack, Text } from "@chakra-ui/react";

/** Spec §2.4's Conditions card: the fixed weather and traffic the product shows. */
export function ConditionsCard() {
  return (
    <Box as="section" aria-labelledby="conditions-heading" borderWidth="1px" borderRadius="md" p="3" bg="bg">
      <Heading as="h2" id="conditions-heading" size="sm" mb="2">
        Conditions
      </Heading>
      <HStack justify="space-between" fontSize="sm">
        <Text>Weather</Text>
        <Text fontWeight="medium">28°C Sunny</Text>
      </HStack>
      <HStack justify="space-between" fontSize="sm">
        <Text>Traffic</Text>
        <Text fontWeight="medium">Moderate</Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        15% longer arrival times
      </Text>
    </Box>
  );
}
