import { dictionary } from "@zxcvbn-ts/language-common";
import { DomainError } from "../../domain/shared/domainError";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

/**
 * The ~49k passwords that leaked lists show people pick most (zxcvbn's maintained list). Built on
 * first use: sign-up and password changes need it, most processes never do.
 */
let commonPasswords: ReadonlySet<string> | undefined;
const isCommon = (candidate: string) => {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(candidate);
};

/**
 * What is wrong with a new password, or null when it may be used. Length first (the message a
 * user can act on at once), then the lists an attacker tries first, then the account's own name
 * and email, which an attacker who targets the account knows. Every message names the password
 * field. Sign-up, password change and reset all ask here, so the rule is stated once.
 */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string } = {},
): string | null {
  return passwordRefusal(password, context)?.message ?? null;
}

/** passwordProblem as the 400 a new password gets, its reason naming the rule (errorReasons.ts). */
export function passwordRefusal(
  password: string,
  context: { email?: string; name?: string } = {},
  field = "password",
): DomainError | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return new DomainError("bad_input", "password.tooShort", { min: MIN_PASSWORD_LENGTH }, field);
  if (password.length > MAX_PASSWORD_LENGTH)
    return new DomainError("bad_input", "password.tooLong", { max: MAX_PASSWORD_LENGTH }, field);
  const lowered = password.toLowerCase();
  if (isCommon(lowered)) return new DomainError("bad_input", "password.common", {}, field);
  const email = context.email?.trim().toLowerCase();
  const personal = [email, email?.split("@")[0], context.name?.trim().toLowerCase()];
  if (personal.some((word) => word && word.length >= 3 && lowered === word))
    return new DomainError("bad_input", "password.personal", {}, field);
  return null;
}
