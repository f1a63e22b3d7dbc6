/**
 * The one check every new password passes (sign-up, change, reset): the problem with it, in words
 * the user can act on, or null. Today's rule is the sign-up form's; a stricter policy (length and
 * common passwords) replaces this body and every caller follows.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < 6) return "Password must be at least 6 characters";
  if (password.length > 200) return "Password must be at most 200 characters";
  return null;
}
