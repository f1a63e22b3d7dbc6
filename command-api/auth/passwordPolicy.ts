import { dictionary } from "@zxcvbn-ts/language-common";

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
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  const lowered = password.toLowerCase();
  if (isCommon(lowered))
    return "Password is one of the most common passwords; please choose one that is harder to guess";
  const email = context.email?.trim().toLowerCase();
  const personal = [email, email?.split("@")[0], context.name?.trim().toLowerCase()];
  if (personal.some((word) => word && word.length >= 3 && lowered === word))
    return "Password must not be your name or email address";
  return null;
}
