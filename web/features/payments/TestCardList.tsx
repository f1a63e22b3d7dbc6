import { Box, Button, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useT } from "../../shared/i18n";
import { paymentsMessages } from "./messages";
import type { TestCard } from "./paymentOperations";
import { testCardLabel } from "./quoteLines";

/**
 * The test processor's documented cards (any future expiry, any 3-digit CVC): tapping one fills the
 * number, so the decline and 3-D Secure paths can be tried without a real card.
 */
export function TestCardList({
  cards,
  onUse,
}: {
  readonly cards: readonly TestCard[];
  readonly onUse: (number: string) => void;
}) {
  const t = useT(paymentsMessages);
  if (cards.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label={t("testCards.label")}
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="md"
      p="3"
    >
      <Text fontSize="sm" fontWeight="medium">
        {t("testCards.intro")}
      </Text>
      <Stack gap="1" mt="2">
        {cards.map((card) => {
          const label = testCardLabel(card, t);
          return (
            <Button
              key={card.number}
              size="xs"
              variant="ghost"
              justifyContent="space-between"
              onClick={() => onUse(card.number)}
            >
              {/* Named by what it shows (WCAG 2.5.3), after what it does. */}
              <VisuallyHidden>{t("testCards.use")}</VisuallyHidden>
              <Text fontFamily="mono" dir="ltr">
                {card.number}
              </Text>
              <Text color="fg.muted">{label}</Text>
            </Button>
          );
        })}
      </Stack>
    </Box>
  );
}
