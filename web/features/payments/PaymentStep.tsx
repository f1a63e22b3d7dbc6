import { Button, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { ApiError } from "../../shared/api";
import { formatAed } from "../../shared/format";
import { CardForm } from "./CardForm";
import { ConfirmWithBankDialog } from "./ConfirmWithBankDialog";
import { type CardFields, checkCard, EMPTY_CARD } from "./cardDetails";
import { PaymentDeclinedError, PaymentRequiresActionError } from "./paymentErrors";
import type { QuoteInput } from "./paymentOperations";
import { QuoteBreakdown } from "./QuoteBreakdown";
import { TestCardList } from "./TestCardList";
import { answerTestAuthentication, tokeniseTestCard } from "./testProcessor";
import { usePaymentConfig } from "./usePaymentConfig";
import { useQuote, useSecondsLeft } from "./useQuote";

export type PaymentChoice = "CARD" | "APPLE_PAY" | "CASH";

/** What requestService needs from the payment step. */
export interface BookingPayment {
  readonly paymentMethod: PaymentChoice;
  readonly quoteId: string;
  readonly paymentToken: string | null;
}

// Apple Pay on the web needs Apple's payment sheet and a merchant validation this build does not
// have, so it is not offered here (the API still takes apple-pay, with a token from a native app).
const METHODS: readonly { value: PaymentChoice; label: string }[] = [
  { value: "CARD", label: "Card" },
  { value: "CASH", label: "Cash" },
];

export interface PaymentStepProps {
  /** What is being booked, for the server's quote. */
  readonly quoteInput: QuoteInput;
  /**
   * Books with the quote and payment; rejects with PaymentDeclinedError, PaymentRequiresActionError
   * (see bookingError) or an Error carrying the server's message.
   */
  readonly onBook: (payment: BookingPayment) => Promise<void>;
  readonly onBack: () => void;
}

/**
 * The payment step of every booking path: the server's quote (lines, VAT, total, time held), then
 * card or cash. Cards are tokenised by the processor; the booking carries only the token.
 */
export function PaymentStep(props: PaymentStepProps) {
  const payments = usePaymentConfig();
  const quoting = useQuote(props.quoteInput);
  const quote = quoting.quote;
  const secondsLeft = useSecondsLeft(quote?.validUntil ?? null, quoting.requote);
  const [chosen, setChosen] = useState<PaymentChoice | null>(null);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [bankCheck, setBankCheck] = useState<{ confirmUrl: string; payment: BookingPayment } | null>(null);
  const submitting = useRef(false);

  const provider = payments.config?.provider ?? null;
  // Stripe needs Stripe.js for card entry, which this build does not load: cash is the honest default.
  const method: PaymentChoice = chosen ?? (provider === "stripe" ? "CASH" : "CARD");
  const cardBlocked =
    method === "CASH"
      ? null
      : provider === null
        ? "Loading the card processor..."
        : provider !== "test"
          ? "Card entry needs Stripe.js, which is not wired in this build. Choose Cash to book now and pay the captain on arrival."
          : null;
  const quoteLive = quote !== null && secondsLeft !== null && secondsLeft > 0;

  const submit = async (payment: BookingPayment) => {
    setPending(true);
    try {
      await props.onBook(payment);
    } catch (error) {
      if (error instanceof PaymentDeclinedError) {
        setProblem(`${error.message} Try another card or pay cash.`);
        // The number is the part that was refused; the rest is kept so another card is quick to enter.
        setCard((current) => ({ ...current, number: "" }));
      } else if (error instanceof PaymentRequiresActionError) {
        setBankCheck({ confirmUrl: error.action.confirmUrl, payment });
      } else {
        setProblem(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setPending(false);
    }
  };

  const pay = async () => {
    if (!quote || submitting.current) return;
    submitting.current = true;
    setProblem(null);
    try {
      if (method === "CASH") {
        await submit({ paymentMethod: "CASH", quoteId: quote.id, paymentToken: null });
        return;
      }
      const check = checkCard(card, new Date());
      if (!check.ok) {
        setErrors(check.errors);
        return;
      }
      setErrors({});
      setPending(true);
      let token: string;
      try {
        token = (await tokeniseTestCard(check.card)).token;
      } catch (error) {
        setPending(false);
        setProblem(
          `The card could not be checked: ${error instanceof ApiError ? error.serverMessage : (error as Error).message}`,
        );
        return;
      }
      await submit({ paymentMethod: method, quoteId: quote.id, paymentToken: token });
    } finally {
      submitting.current = false;
    }
  };

  const answerBank = async (outcome: "approve" | "fail") => {
    if (!bankCheck) return;
    try {
      await answerTestAuthentication(bankCheck.confirmUrl, outcome);
    } catch (error) {
      setBankCheck(null);
      setProblem(
        `Your bank's answer could not be sent: ${error instanceof ApiError ? error.serverMessage : (error as Error).message}`,
      );
      return;
    }
    const payment = bankCheck.payment;
    setBankCheck(null);
    // Same quote and token: the server re-uses the idempotency key and finds the confirmed hold.
    await submit(payment);
  };

  const amount = quote ? formatAed(quote.totalAed) : "";
  const actionLabel = !quote
    ? "Getting your price..."
    : method === "CASH"
      ? `Book · pay ${amount} in cash`
      : `Pay & Book ${amount}`;

  return (
    <Stack gap="4">
      <QuoteBreakdown
        quote={quote}
        error={quoting.error}
        secondsLeft={secondsLeft}
        onRetry={quoting.requote}
      />
      <RadioGroup.Root
        value={method}
        onValueChange={(details) => {
          if (!details.value) return;
          setChosen(details.value as PaymentChoice);
          setProblem(null);
        }}
        disabled={pending}
      >
        <Text fontWeight="medium" mb="2" id="payment-method-label">
          Payment method
        </Text>
        <HStack gap="4" aria-labelledby="payment-method-label" wrap="wrap">
          {METHODS.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>

      {method === "CASH" ? (
        <Text fontSize="sm" color="fg.muted">
          Pay the captain {amount || "the quoted price"} in cash when the job is done.
        </Text>
      ) : cardBlocked ? (
        <Text fontSize="sm" role="note">
          {cardBlocked}
        </Text>
      ) : (
        <Stack gap="3">
          <CardForm value={card} onChange={setCard} errors={errors} disabled={pending} />
          <Text fontSize="xs" color="fg.muted">
            The amount is held on your card now and taken when the job is done; a cancellation before a
            captain accepts releases it.
          </Text>
          <TestCardList
            cards={payments.config?.testCards ?? []}
            onUse={(number) => setCard((current) => ({ ...current, number }))}
          />
        </Stack>
      )}

      {problem && (
        <Text color="red.600" role="alert" fontWeight="medium">
          {problem}
        </Text>
      )}

      <HStack justify="end" gap="2" wrap="wrap">
        <Button variant="outline" onClick={props.onBack} disabled={pending}>
          Back
        </Button>
        <Button
          colorPalette="red"
          onClick={pay}
          disabled={!quoteLive || cardBlocked !== null}
          loading={pending}
          loadingText="Booking..."
        >
          {actionLabel}
        </Button>
      </HStack>

      <ConfirmWithBankDialog
        open={bankCheck !== null}
        amountText={amount}
        onAnswer={answerBank}
        onCancel={() => {
          setBankCheck(null);
          setProblem("The payment was not confirmed with your bank. No booking was made.");
        }}
      />
    </Stack>
  );
}
