import { Box, SimpleGrid, Square, Text } from "@chakra-ui/react";
import { useT } from "../../shared/i18n";
import { CheckIcon, UserIcon, WrenchIcon } from "../../shared/ui";
import type { AuthRole } from "../auth";
import { landingMessages } from "./messages";

export interface RoleCardsProps {
  readonly role: AuthRole | null;
  /** Called with the card's role, or null when the chosen card is pressed again. */
  readonly onChange: (role: AuthRole | null) => void;
}

/** Two toggle cards: pressing one chooses that role, pressing it again clears the choice (spec §2.2). */
export function RoleCards({ role, onChange }: RoleCardsProps) {
  const t = useT(landingMessages);
  const roles: readonly { role: AuthRole; title: string; text: string; icon: typeof UserIcon }[] = [
    {
      role: "customer",
      title: t("role.customer.title"),
      text: t("role.customer.text"),
      icon: UserIcon,
    },
    {
      role: "provider",
      title: t("role.provider.title"),
      text: t("role.provider.text"),
      icon: WrenchIcon,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" role="group" aria-label={t("roles.label")}>
      {roles.map(({ role: value, title, text, icon: RoleIcon }) => {
        const chosen = role === value;
        return (
          <Box
            key={value}
            asChild
            textAlign="start"
            position="relative"
            p="5"
            borderRadius="xl"
            borderWidth="2px"
            borderColor={chosen ? "red.500" : "border"}
            bg={chosen ? "red.50" : "bg"}
            shadow={chosen ? "md" : "xs"}
            transition="all 0.15s"
            cursor="pointer"
            _hover={{ borderColor: chosen ? "red.500" : "red.200", shadow: "md" }}
            _focusVisible={{ outline: "3px solid", outlineColor: "red.300", outlineOffset: "2px" }}
          >
            <button type="button" aria-pressed={chosen} onClick={() => onChange(chosen ? null : value)}>
              <Square
                size="10"
                borderRadius="lg"
                bg={chosen ? "red.600" : "red.100"}
                color={chosen ? "white" : "red.700"}
                mb="3"
              >
                <RoleIcon boxSize="5" />
              </Square>
              <Text as="span" display="block" fontWeight="semibold" fontSize="lg" mb="1">
                {title}
              </Text>
              <Text as="span" display="block" fontSize="sm" color="fg.muted">
                {text}
              </Text>
              {chosen && (
                <Square
                  size="6"
                  borderRadius="full"
                  bg="red.600"
                  color="white"
                  position="absolute"
                  top="3"
                  insetEnd="3"
                  aria-hidden="true"
                >
                  <CheckIcon boxSize="3.5" />
                </Square>
              )}
            </button>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
