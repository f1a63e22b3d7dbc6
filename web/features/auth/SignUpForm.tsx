import { Button, Input, RadioGroup, Stack } from "@chakra-ui/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { AUTH_FLOW_GEOLOCATION, currentPosition } from "../../shared/geo";
import { useT } from "../../shared/i18n";
import { PasswordInput } from "../../shared/ui";
import { FormField } from "../../shared/ui/FormField";
import type { AuthSurface } from "./authToasts";
import {
  type AuthFormProblem,
  authFormProblemText,
  MIN_PASSWORD_LENGTH,
  type SignUpValues,
  validateSignUp,
} from "./authValidation";
import { FormError } from "./FormError";
import { authMessages } from "./messages";
import { useAuthSubmit } from "./useAuthSubmit";

export type AccountType = "customer" | "provider";

export interface SignUpFormProps {
  readonly surface: AuthSurface;
  readonly userType: AccountType;
  /** The /login page lets the user pick Customer or Service Provider; the landing's screen comes with a role. */
  readonly chooseUserType?: boolean;
  readonly onUserTypeChange?: (userType: AccountType) => void;
}

const EMPTY: SignUpValues = { name: "", email: "", phone: "", password: "", confirmPassword: "" };

/** Name, email, phone and a confirmed password; the confirmation never leaves the browser. */
export function SignUpForm({ surface, userType, chooseUserType = false, onUserTypeChange }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [accountType, setAccountType] = useState<AccountType>(userType);
  const [error, setError] = useState<AuthFormProblem | null>(null);
  const { pending, submitSignUp } = useAuthSubmit(surface);
  const errorId = useId();
  const t = useT(authMessages);

  useEffect(() => setAccountType(userType), [userType]);

  // Ask for the position early, so the browser has one cached when the form is sent (spec §9).
  useEffect(() => {
    currentPosition(AUTH_FLOW_GEOLOCATION).catch(() => undefined);
  }, []);

  const field = (key: keyof SignUpValues) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(values);
    setError(problem);
    if (!problem) void submitSignUp(values, accountType);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
      <Stack gap="4">
        <FormError id={errorId} message={error && authFormProblemText(t, error)} />
        {chooseUserType && (
          <RadioGroup.Root
            value={accountType}
            onValueChange={(details) => {
              const next = details.value === "provider" ? "provider" : "customer";
              setAccountType(next);
              onUserTypeChange?.(next);
            }}
            colorPalette="red"
          >
            <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="2">
              {t("signUp.accountType")}
            </RadioGroup.Label>
            <Stack direction={{ base: "column", sm: "row" }} gap={{ base: "2", sm: "6" }}>
              <RadioGroup.Item value="customer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t("role.customer")}</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="provider">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t("role.provider")}</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
        )}
        <FormField label={t("field.fullName")} required>
          <Input autoComplete="name" {...field("name")} />
        </FormField>
        <FormField label={t("field.email")} required>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("field.emailPlaceholder")}
            {...field("email")}
          />
        </FormField>
        <FormField label={t("field.phone")} required>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+971 50 123 4567"
            {...field("phone")}
          />
        </FormField>
        <FormField
          label={t("field.password")}
          required
          helperText={t("field.passwordHelp", { count: MIN_PASSWORD_LENGTH })}
        >
          <PasswordInput autoComplete="new-password" {...field("password")} />
        </FormField>
        <FormField label={t("field.confirmPassword")} required>
          <PasswordInput autoComplete="new-password" {...field("confirmPassword")} />
        </FormField>
        <Button type="submit" colorPalette="red" size="lg" disabled={pending}>
          {pending ? t("signUp.pending") : t("signUp.submit")}
        </Button>
      </Stack>
    </form>
  );
}
