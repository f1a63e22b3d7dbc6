import { Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { formatAed, formatNumber } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { paymentsMessages } from "./messages";
import type { Quote } from "./paymentOperations";
import { lineDescription } from "./quoteLines";
import { formatCountdown, type QuoteFailure } from "./useQuote";

export interface QuoteBreakdownProps {
  readonly quote: Quote | null;
  readonly error: QuoteFailure | null;
  readonly secondsLeft: number | null;
  readonly onRetry: () => void;
}

/** The server's quote line by line, the VAT it includes, the total and how long it holds (UAE prices are VAT-inclusive). */
export function QuoteBreakdown({ quote, error, secondsLeft, onRetry }: QuoteBreakdownProps) {
  const t = useT(paymentsMessages);
  if (error) {
    return (
      <Stack role="alert" gap="2">
        <Text color="red.600">
          {t("quote.failed", { reason: error.serverMessage ?? t("quote.noAnswer") })}
        </Text>
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="start">
          {t("action.tryAgain")}
        </Button>
      </Stack>
    );
  }
  if (!quote) {
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t("quote.loading")}>
        <Skeleton height="5" />
        <Skeleton height="5" width="70%" />
      </Stack>
    );
  }
  return (
    <Box as="section" aria-label={t("quote.label")} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Stack gap="1" fontSize="sm">
        {quote.lines.map((line) => (
          <HStack key={`${line.code}-${line.description}`} justify="space-between" data-testid="quote-line">
            <Text>{lineDescription(line, quote.serviceType, t)}</Text>
            <Text>{formatAed(line.grossAed)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" fontWeight="bold" fontSize="md" pt="1" borderTopWidth="1px">
          <Text>{t("quote.total")}</Text>
          <Text data-testid="quote-total">{formatAed(quote.totalAed)}</Text>
        </HStack>
        <Text color="fg.muted" data-testid="quote-vat">
          {t("quote.vat", {
            rate: formatNumber(quote.vatRatePercent / 100, { style: "percent", maximumFractionDigits: 2 }),
            amount: formatAed(quote.vatAed),
          })}
        </Text>
        {secondsLeft !== null && (
          <Text color={secondsLeft === 0 ? "red.600" : "fg.muted"} role="timer" aria-live="off">
            {secondsLeft === 0
              ? t("quote.expired")
              : t("quote.heldFor", { time: formatCountdown(secondsLeft) })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
