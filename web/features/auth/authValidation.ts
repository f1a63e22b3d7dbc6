/** Spec §5 messages, word for word, except the length: 8 characters since issue 18 (docs/decisions.md). */
export const FILL_ALL_FIELDS = "Please fill in all fields";
export const FILL_REQUIRED_FIELDS = "Please fill in all required fields";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
/** The server's rule (command-api/auth/passwordPolicy.ts) also refuses common passwords; it names them. */
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
export const MIN_PASSWORD_LENGTH = 8;

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

/** The message to show, or null when the sign-in form may be sent. */
export function validateSignIn(values: SignInValues): string | null {
  return blank(values.email) || values.password === "" ? FILL_ALL_FIELDS : null;
}

/** Checks in the spec's order: required fields, then the confirmation, then the length. */
export function validateSignUp(values: SignUpValues): string | null {
  if (blank(values.name) || blank(values.email) || blank(values.phone) || values.password === "") {
    return FILL_REQUIRED_FIELDS;
  }
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (values.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
