import { Box, Input, Stack } from "@chakra-ui/react";
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { useEffect, useRef } from "react";
import { currentLanguage, useT } from "../../shared/i18n";
import { FormField } from "../../shared/ui/FormField";
import { paymentsMessages } from "./messages";

export interface StripeCardFormProps {
  readonly stripe: Stripe;
  /** The mounted Card Element (null once it is torn down): what createPaymentMethod reads. */
  readonly onElement: (element: StripeCardElement | null) => void;
  /** Stripe's own check of what was typed (number, expiry, CVC), as the customer types. */
  readonly onCardChange: (event: StripeCardElementChangeEvent) => void;
  readonly cardError: string | null;
  readonly name: string;
  readonly onNameChange: (name: string) => void;
  readonly nameError: string | undefined;
  readonly disabled?: boolean;
}

/**
 * Stripe's Card Element (number, expiry and CVC in Stripe's own frame, so the card number never
 * reaches our page or server) and the name on the card, which the Card Element does not ask for.
 */
export function StripeCardForm(props: StripeCardFormProps) {
  const host = useRef<HTMLDivElement>(null);
  const element = useRef<StripeCardElement | null>(null);
  // The latest callbacks, so a re-render does not tear down and re-create Stripe's frame.
  const callbacks = useRef({ onElement: props.onElement, onCardChange: props.onCardChange });
  callbacks.current = { onElement: props.onElement, onCardChange: props.onCardChange };
  const { stripe } = props;
  const t = useT(paymentsMessages);
  // Stripe's frame and its own messages (an invalid number, a past expiry) in the reader's language.
  const language = currentLanguage();

  useEffect(() => {
    if (!host.current) return;
    const card = stripe.elements({ locale: language }).create("card", {
      // UAE addresses have no postal code; Stripe would otherwise ask for one for some card countries.
      hidePostalCode: true,
      // 16px, as our inputs: a smaller font makes iOS Safari zoom the page when the field is focused.
      style: { base: { fontSize: "16px" } },
    });
    card.on("change", (event) => callbacks.current.onCardChange(event));
    card.mount(host.current);
    element.current = card;
    callbacks.current.onElement(card);
    return () => {
      callbacks.current.onElement(null);
      element.current = null;
      card.destroy();
    };
  }, [stripe, language]);

  useEffect(() => {
    element.current?.update({ disabled: props.disabled ?? false });
  }, [props.disabled]);

  return (
    <Stack gap="3">
      <FormField label={t("card.card")} required error={props.cardError}>
        <Box
          ref={host}
          data-testid="stripe-card-element"
          width="full"
          borderWidth="1px"
          borderColor={props.cardError ? "border.error" : "border"}
          borderRadius="l2"
          px="3"
          py="2.5"
        />
      </FormField>
      <FormField label={t("card.name")} required error={props.nameError}>
        <Input
          disabled={props.disabled}
          value={props.name}
          onChange={(event) => props.onNameChange(event.target.value)}
          autoComplete="cc-name"
        />
      </FormField>
    </Stack>
  );
}
