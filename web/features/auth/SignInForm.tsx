import { Button, Input, Stack } from "@chakra-ui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { usePublicConfig } from "../../shared/config";
import { useT } from "../../shared/i18n";
import { PasswordInput } from "../../shared/ui";
import { FormField } from "../../shared/ui/FormField";
import type { AuthSurface } from "./authToasts";
import {
  type AuthFormProblem,
  authFormProblemText,
  type SignInValues,
  validateSignIn,
} from "./authValidation";
import { DemoAccountsPanel } from "./DemoAccountsPanel";
import { DEMO_PASSWORD } from "./demoAccounts";
import { FormError } from "./FormError";
import { authMessages } from "./messages";
import { useAuthSubmit } from "./useAuthSubmit";
import { useTypedBeforeHydration } from "./useTypedBeforeHydration";

export interface SignInFormProps {
  readonly surface: AuthSurface;
}

/**
 * Email and password; the demo panel fills both and puts the focus on Sign In. The panel shows only
 * when the server says the demo accounts exist (GET /api/config): a production server has none.
 */
export function SignInForm({ surface }: SignInFormProps) {
  const showDemoAccounts = usePublicConfig()?.demoAccounts === true;
  const [values, setValues] = useState<SignInValues>({ email: "", password: "" });
  const [error, setError] = useState<AuthFormProblem | null>(null);
  const { pending, submitSignIn } = useAuthSubmit(surface);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // /login is pre-rendered: a visitor may type before the app runs.
  useTypedBeforeHydration(formRef, setValues);
  const errorId = useId();
  const t = useT(authMessages);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignIn(values);
    setError(problem);
    if (!problem) void submitSignIn(values);
  };

  return (
    <Stack gap="6">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
        <Stack gap="4">
          <FormError id={errorId} message={error && authFormProblemText(t, error)} />
          <FormField label={t("field.email")} required>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t("field.emailPlaceholder")}
              value={values.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
          </FormField>
          <FormField label={t("field.password")} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
            />
          </FormField>
          <Button ref={submitRef} type="submit" colorPalette="red" size="lg" disabled={pending}>
            {pending ? t("signIn.pending") : t("signIn.submit")}
          </Button>
        </Stack>
      </form>
      {showDemoAccounts && (
        <DemoAccountsPanel
          onPick={(account) => {
            setValues({ email: account.email, password: DEMO_PASSWORD });
            setError(null);
            submitRef.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
