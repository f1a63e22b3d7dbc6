import { HStack, Input, Stack } from "@chakra-ui/react";
import { useT } from "../../shared/i18n";
import { FormField } from "../../shared/ui/FormField";
import { type CardFields, groupCardNumber } from "./cardDetails";
import { paymentsMessages } from "./messages";

export interface CardFormProps {
  readonly value: CardFields;
  readonly onChange: (next: CardFields) => void;
  readonly errors: Partial<Record<keyof CardFields, string>>;
  readonly disabled?: boolean;
}

/** Card number, expiry, CVC and name; autocomplete hints let the browser fill a saved card. */
export function CardForm({ value, onChange, errors, disabled }: CardFormProps) {
  const t = useT(paymentsMessages);
  const set = (field: keyof CardFields) => (event: { target: { value: string } }) =>
    onChange({
      ...value,
      [field]: field === "number" ? groupCardNumber(event.target.value) : event.target.value,
    });
  return (
    <Stack gap="3">
      <FormField label={t("card.number")} required error={errors.number}>
        <Input
          disabled={disabled}
          value={value.number}
          onChange={set("number")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
        />
      </FormField>
      <HStack gap="3" align="start">
        <FormField label={t("card.expiry")} required error={errors.expiry}>
          <Input
            disabled={disabled}
            value={value.expiry}
            onChange={set("expiry")}
            autoComplete="cc-exp"
            placeholder={t("card.expiryPlaceholder")}
          />
        </FormField>
        <FormField label={t("card.cvc")} required error={errors.cvc}>
          <Input
            disabled={disabled}
            value={value.cvc}
            onChange={set("cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="123"
          />
        </FormField>
      </HStack>
      <FormField label={t("card.name")} required error={errors.name}>
        <Input disabled={disabled} value={value.name} onChange={set("name")} autoComplete="cc-name" />
      </FormField>
    </Stack>
  );
}
