import { Button, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import type { StripeCardElement } from "@stripe/stripe-js";
import { useRef, useState } from "react";
import { ApiError } from "../../shared/api";
import { formatAed } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { CardForm } from "./CardForm";
import { ConfirmWithBankDialog } from "./ConfirmWithBankDialog";
import { type CardFields, checkCard, EMPTY_CARD } from "./cardDetails";
import { paymentsMessages } from "./messages";
import { PaymentDeclinedError, PaymentRequiresActionError, reasonText } from "./paymentErrors";
import type { QuoteInput } from "./paymentOperations";
import { QuoteBreakdown } from "./QuoteBreakdown";
import { StripeCardForm } from "./StripeCardForm";
import { TestCardList } from "./TestCardList";
import { answerTestAuthentication, tokeniseTestCard } from "./testProcessor";
import { usePaymentConfig } from "./usePaymentConfig";
import { useQuote, useSecondsLeft } from "./useQuote";
import { useStripeJs } from "./useStripeJs";

export type PaymentChoice = "CARD" | "APPLE_PAY" | "CASH";

/** What requestService needs from the payment step. */
export interface BookingPayment {
  readonly paymentMethod: PaymentChoice;
  readonly quoteId: string;
  readonly paymentToken: string | null;
}

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

/** Drops a message's final full stop, so it reads inside a sentence of ours. */
const clause = (message: string | undefined, fallback: string) =>
  (message || fallback).replace(/[.\u06d4]\s*$/, "");

/**
 * The payment step of every booking path: the server's quote (lines, VAT, total, time held), then
 * card or cash. Cards are tokenised by the processor (the test processor through our server, Stripe
 * through Stripe.js in the browser); the booking carries only the token.
 */
export function PaymentStep(props: PaymentStepProps) {
  const t = useT(paymentsMessages);
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
  const [stripeCardError, setStripeCardError] = useState<string | null>(null);
  const stripeCard = useRef<StripeCardElement | null>(null);
  const submitting = useRef(false);

  const provider = payments.config?.provider ?? null;
  const stripeKey = provider === "stripe" ? (payments.config?.stripePublishableKey ?? null) : null;
  // Loaded as soon as the step knows the processor is Stripe, so the card form is ready when wanted.
  const stripeJs = useStripeJs(stripeKey);
  const stripe = stripeJs.status === "ready" ? stripeJs.stripe : null;
  const method: PaymentChoice = chosen ?? "CARD";
  // Apple Pay on the web needs Apple's payment sheet and a merchant validation this build does not
  // have, so it is not offered here (the API still takes apple-pay, with a token from a native app).
  const methods: readonly { value: PaymentChoice; label: string }[] = [
    { value: "CARD", label: t("method.card") },
    { value: "CASH", label: t("method.cash") },
  ];
  const stripeFailure =
    stripeJs.status !== "failed"
      ? null
      : stripeJs.reason === null
        ? t("stripe.unavailable")
        : t("stripe.loadFailed", { reason: stripeJs.reason });
  // Why card entry cannot be used right now (null: it can); a Stripe load failure is shown apart,
  // with its own way out.
  const cardBlocked =
    method === "CASH"
      ? null
      : provider === null
        ? t("blocked.loadingProcessor")
        : provider === "test"
          ? null
          : provider !== "stripe"
            ? t("blocked.unsupportedProcessor", { provider })
            : !stripeKey
              ? t("blocked.noStripeKey")
              : stripeFailure !== null
                ? stripeFailure
                : stripe === null
                  ? t("blocked.loadingStripe")
                  : null;
  const quoteLive = quote !== null && secondsLeft !== null && secondsLeft > 0;

  /**
   * Books; on a 3-D Secure request, has the card holder answer their bank, then books again with
   * the same quote and token (the server re-uses the idempotency key and finds the confirmed hold).
   * `afterBankCheck`: this is that second booking, so a further request is not answered in a loop.
   */
  const submit = async (payment: BookingPayment, afterBankCheck = false) => {
    setPending(true);
    try {
      await props.onBook(payment);
    } catch (error) {
      if (error instanceof PaymentDeclinedError) {
        setProblem(t("declined", { reason: reasonText(error.reason, t) }));
        // The number is the part that was refused; the rest is kept so another card is quick to enter.
        setCard((current) => ({ ...current, number: "" }));
        stripeCard.current?.clear();
      } else if (error instanceof PaymentRequiresActionError) {
        const { clientSecret, confirmUrl } = error.action;
        if (afterBankCheck) {
          setProblem(t("bank.stillAsks"));
        } else if (stripe && clientSecret) {
          await confirmWithStripe(clientSecret, payment);
        } else if (confirmUrl) {
          setBankCheck({ confirmUrl, payment });
        } else {
          setProblem(t("bank.cannotConfirm"));
        }
      } else {
        setProblem(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setPending(false);
    }
  };

  /** Stripe's 3-D Secure: Stripe.js shows the bank's page in its own modal, then we book again. */
  const confirmWithStripe = async (clientSecret: string, payment: BookingPayment) => {
    if (!stripe) return;
    let failure: string | null = null;
    try {
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) failure = clause(result.error.message, t("bank.checkNotCompleted"));
    } catch (error) {
      failure = clause((error as Error).message, t("bank.checkNotStarted"));
    }
    if (failure !== null) {
      setProblem(t("bank.notConfirmedBecause", { reason: failure }));
      return;
    }
    await submit(payment, true);
  };

  /** The test processor's token for the typed card, or null (the reason is shown). */
  const testProcessorToken = async (): Promise<string | null> => {
    const check = checkCard(card, new Date(), t);
    if (!check.ok) {
      setErrors(check.errors);
      return null;
    }
    setErrors({});
    try {
      return (await tokeniseTestCard(check.card)).token;
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : (error as Error).message;
      setProblem(t("card.notChecked", { reason }));
      return null;
    }
  };

  /** A Stripe PaymentMethod (pm_…) for the card in Stripe's frame, or null (the reason is shown). */
  const stripePaymentMethod = async (): Promise<string | null> => {
    const element = stripeCard.current;
    if (!stripe || !element) return null;
    const name = card.name.trim();
    setErrors(name === "" ? { name: t("card.nameRequired") } : {});
    if (name === "") return null;
    try {
      const result = await stripe.createPaymentMethod({
        type: "card",
        card: element,
        billing_details: { name },
      });
      if (result.error) {
        // A number, expiry or CVC Stripe refuses belongs under the card field; anything else
        // (a refused card, Stripe unreachable) is the step's problem.
        if (result.error.type === "validation_error")
          setStripeCardError(result.error.message ?? t("stripe.checkCard"));
        else
          setProblem(
            t("card.notCheckedByStripe", { reason: clause(result.error.message, t("stripe.refused")) }),
          );
        return null;
      }
      return result.paymentMethod.id;
    } catch (error) {
      setProblem(
        t("card.notCheckedByStripe", { reason: clause((error as Error).message, t("stripe.noAnswer")) }),
      );
      return null;
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
      setPending(true);
      const token = provider === "stripe" ? await stripePaymentMethod() : await testProcessorToken();
      if (token === null) {
        setPending(false);
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
      const reason = error instanceof ApiError ? error.serverMessage : (error as Error).message;
      setProblem(t("bank.answerNotSent", { reason }));
      return;
    }
    const payment = bankCheck.payment;
    setBankCheck(null);
    // Same quote and token: the server re-uses the idempotency key and finds the confirmed hold.
    await submit(payment);
  };

  const amount = quote ? formatAed(quote.totalAed) : "";
  const actionLabel = !quote
    ? t("action.gettingPrice")
    : method === "CASH"
      ? t("action.bookCash", { amount })
      : t("action.payAndBook", { amount });

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
        <RadioGroup.Label fontWeight="medium" mb="2" display="block">
          {t("method.label")}
        </RadioGroup.Label>
        <HStack gap="4" wrap="wrap">
          {methods.map((option) => (
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
          {amount ? t("cash.note", { amount }) : t("cash.noteWithoutAmount")}
        </Text>
      ) : provider === "stripe" && stripeFailure !== null ? (
        <Stack gap="2" role="note">
          <Text fontSize="sm">
            {stripeFailure} {t("stripe.needed")}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={stripeJs.retry}>
              {t("action.tryAgain")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setChosen("CASH")}>
              {t("action.payCashInstead")}
            </Button>
          </HStack>
        </Stack>
      ) : cardBlocked ? (
        <Text fontSize="sm" role="note">
          {cardBlocked}
        </Text>
      ) : stripe ? (
        <Stack gap="3">
          <StripeCardForm
            stripe={stripe}
            onElement={(element) => {
              stripeCard.current = element;
            }}
            onCardChange={(event) => setStripeCardError(event.error?.message ?? null)}
            cardError={stripeCardError}
            name={card.name}
            onNameChange={(name) => setCard((current) => ({ ...current, name }))}
            nameError={errors.name}
            disabled={pending}
          />
          <Text fontSize="xs" color="fg.muted">
            {t("stripe.note")}
          </Text>
        </Stack>
      ) : (
        <Stack gap="3">
          <CardForm value={card} onChange={setCard} errors={errors} disabled={pending} />
          <Text fontSize="xs" color="fg.muted">
            {t("hold.note")}
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
          {t("action.back")}
        </Button>
        <Button
          colorPalette="red"
          onClick={pay}
          disabled={!quoteLive || cardBlocked !== null}
          loading={pending}
          loadingText={t("action.booking")}
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
          setProblem(t("bank.notConfirmed"));
        }}
      />
    </Stack>
  );
}
