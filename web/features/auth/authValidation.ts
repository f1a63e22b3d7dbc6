import type { AuthT } from "./messages";

/*
 * What is wrong with a form before it is sent. The texts are spec §5's messages, word for word
 * (messages/en.json "validation.*"), except the length: 8 characters since issue 18 (docs/decisions.md).
 */
export const FILL_ALL_FIELDS = "fill-all-fields";
export const FILL_REQUIRED_FIELDS = "fill-required-fields";
export const PASSWORDS_DO_NOT_MATCH = "passwords-do-not-match";
/** The server's rule (command-api/auth/passwordPolicy.ts) also refuses common passwords; it names them. */
export const PASSWORD_TOO_SHORT = "password-too-short";
export const MIN_PASSWORD_LENGTH = 8;

export type AuthFormProblem =
  | typeof FILL_ALL_FIELDS
  | typeof FILL_REQUIRED_FIELDS
  | typeof PASSWORDS_DO_NOT_MATCH
  | typeof PASSWORD_TOO_SHORT;

/** The message a form shows for a problem, in the current language. */
export function authFormProblemText(t: AuthT, problem: AuthFormProblem): string {
  const texts: Readonly<Record<AuthFormProblem, string>> = {
    [FILL_ALL_FIELDS]: t("validation.fillAllFields"),
    [FILL_REQUIRED_FIELDS]: t("validation.fillRequiredFields"),
    [PASSWORDS_DO_NOT_MATCH]: t("validation.passwordsDiffer"),
    [PASSWORD_TOO_SHORT]: t("validation.passwordTooShort", { count: MIN_PASSWORD_LENGTH }),
  };
  return texts[problem];
}

export interface SignInValues {
  readonly email: string;
  readonly password: string;
}

export interface SignUpValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly confirmPassword: string;
}

const blank = (value: string) => value.trim() === "";

/** The problem to show, or null when the sign-in form may be sent. */
export function validateSignIn(values: SignInValues): AuthFormProblem | null {
  return blank(values.email) || values.password === "" ? FILL_ALL_FIELDS : null;
}

/** Checks in the spec's order: required fields, then the confirmation, then the length. */
export function validateSignUp(values: SignUpValues): AuthFormProblem | null {
  if (blank(values.name) || blank(values.email) || blank(values.phone) || values.password === "") {
    return FILL_REQUIRED_FIELDS;
  }
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (values.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
