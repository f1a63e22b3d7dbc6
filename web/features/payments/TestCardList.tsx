import { Box, Button, Stack, Text } from "@chakra-ui/react";
import type { TestCard } from "./paymentOperations";

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
  if (cards.length === 0) return null;
  return (
    <Box as="section" aria-label="Test cards" borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3">
      <Text fontSize="sm" fontWeight="medium">
        Test mode: no real money moves. Use one of these cards with any future expiry and any 3-digit CVC.
      </Text>
      <Stack gap="1" mt="2">
        {cards.map((card) => (
          <Button
            key={card.number}
            size="xs"
            variant="ghost"
            justifyContent="space-between"
            onClick={() => onUse(card.number)}
            aria-label={`Use test card ${card.number}: ${card.label}`}
          >
            <Text fontFamily="mono">{card.number}</Text>
            <Text color="fg.muted">
              {card.brand} · {card.label}
            </Text>
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
