import { DomainError } from "../shared/domainError";
import type { AccountCommand } from "./commands";
import type { AccountEvent } from "./events";
import type { AccountState } from "./state";

type Command<T extends AccountCommand["type"]> = Extract<AccountCommand, { type: T }>;

/** How long a verification link works after it was mailed (a day: mail can sit unread overnight). */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/** One verification mail a minute, like reset links: the resend button cannot flood an inbox. */
export const EMAIL_VERIFICATION_RESEND_AFTER_SECONDS = 60;

const addMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** When a verification link mailed at `at` stops working. */
export const verificationLinkExpiry = (at: string): string =>
  addMs(at, EMAIL_VERIFICATION_TTL_HOURS * 3600_000);

/**
 * The go-online rule's email half, kept apart so other conditions (captain approval) combine with
 * it: a captain nobody can reach by mail is never offered jobs.
 */
export function mustVerifyEmailFirst(account: { emailVerified: boolean }): void {
  if (!account.emailVerified)
    throw new DomainError("forbidden", "email.verifyToGoOnline", {}, "emailVerified");
}

/** The signed-in owner asks for another link (the first went with AccountRegistered). */
export function requestEmailVerification(
  cmd: Command<"RequestEmailVerification">,
  state: AccountState,
): AccountEvent[] {
  if (cmd.actor.userId !== cmd.accountId && cmd.actor.role !== "system")
    throw new DomainError("forbidden", "email.onlyOwnerAsksLink");
  if (state.emailVerified) throw new DomainError("conflict", "email.alreadyVerified");
  if (state.email === null)
    throw new DomainError("not_found", "account.noEmail", { accountId: cmd.accountId });
  const last = state.lastVerificationMailAt;
  if (last !== null && Date.parse(cmd.at) - Date.parse(last) < EMAIL_VERIFICATION_RESEND_AFTER_SECONDS * 1000)
    throw new DomainError("conflict", "email.linkSentRecently");
  return [
    {
      type: "EmailVerificationRequested",
      data: {
        accountId: cmd.accountId,
        email: state.email,
        requestedAt: cmd.at,
        expiresAt: verificationLinkExpiry(cmd.at),
      },
    },
  ];
}

/**
 * Run as system: by the edge once it matched a link to the account, or by seeding for accounts
 * whose mailbox nobody reads (demo accounts, the simulated fleet). Verifying twice is a no-op.
 */
export function verifyEmail(cmd: Command<"VerifyEmail">, state: AccountState): AccountEvent[] {
  if (cmd.actor.role !== "system") throw new DomainError("forbidden", "email.verifiedThroughLink");
  if (state.emailVerified) return [];
  if (state.email === null)
    throw new DomainError("not_found", "account.noEmail", { accountId: cmd.accountId });
  return [
    {
      type: "AccountEmailVerified",
      data: { accountId: cmd.accountId, email: state.email, verifiedAt: cmd.at },
    },
  ];
}
