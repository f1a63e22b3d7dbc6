import { Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { formatAed } from "../../shared/format";
import type { Quote } from "./paymentOperations";
import { formatCountdown } from "./useQuote";

export interface QuoteBreakdownProps {
  readonly quote: Quote | null;
  readonly error: string | null;
  readonly secondsLeft: number | null;
  readonly onRetry: () => void;
}

/** The server's quote line by line, the VAT it includes, the total and how long it holds (UAE prices are VAT-inclusive). */
export function QuoteBreakdown({ quote, error, secondsLeft, onRetry }: QuoteBreakdownProps) {
  if (error) {
    return (
      <Stack role="alert" gap="2">
        <Text color="red.600">Could not get a price for this booking: {error}</Text>
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="start">
          Try again
        </Button>
      </Stack>
    );
  }
  if (!quote) {
    return (
      <Stack gap="2" aria-busy="true" aria-label="Getting your price">
        <Skeleton height="5" />
        <Skeleton height="5" width="70%" />
      </Stack>
    );
  }
  return (
    <Box as="section" aria-label="Price" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Stack gap="1" fontSize="sm">
        {quote.lines.map((line) => (
          <HStack key={`${line.code}-${line.description}`} justify="space-between" data-testid="quote-line">
            <Text>{line.description}</Text>
            <Text>{formatAed(line.grossAed)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" fontWeight="bold" fontSize="md" pt="1" borderTopWidth="1px">
          <Text>Total</Text>
          <Text data-testid="quote-total">{formatAed(quote.totalAed)}</Text>
        </HStack>
        <Text color="fg.muted" data-testid="quote-vat">
          incl. {quote.vatRatePercent}% VAT {formatAed(quote.vatAed)}
        </Text>
        {secondsLeft !== null && (
          <Text color={secondsLeft === 0 ? "red.600" : "fg.muted"} role="timer" aria-live="off">
            {secondsLeft === 0
              ? "This price has expired; getting a new one..."
              : `Price held for ${formatCountdown(secondsLeft)}`}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
