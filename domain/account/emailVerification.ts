import { DomainError } from "../shared/domainError";
import type { AccountCommand } from "./commands";
import type { AccountEvent } from "./events";
import type { AccountState } from "./state";

type Command<T extends AccountCommand["type"]> = Extract<AccountCommand, { type: T }>;

/** How long a verification link works after it was mailed (a day: mail can sit unread overnight). */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/** One verification mail a minute, like reset links: the resend button cannot flood an inbox. */
export const EMAIL_VERIFICATION_RESEND_AFTER_SECONDS = 60;

export const VERIFY_LINK_UNUSABLE =
  "This verification link is invalid, expired or already used. Sign in and ask for a new one.";

export const VERIFY_EMAIL_TO_GO_ONLINE =
  "Verify your email before going online: open the link we mailed you, or ask for a new one.";

const addMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** When a verification link mailed at `at` stops working. */
export const verificationLinkExpiry = (at: string): string =>
  addMs(at, EMAIL_VERIFICATION_TTL_HOURS * 3600_000);

/**
 * The go-online rule's email half, kept apart so other conditions (captain approval) combine with
 * it: a captain nobody can reach by mail is never offered jobs.
 */
export function mustVerifyEmailFirst(account: { emailVerified: boolean }): void {
  if (!account.emailVerified) throw new DomainError("forbidden", VERIFY_EMAIL_TO_GO_ONLINE, "emailVerified");
}

/** The signed-in owner asks for another link (the first went with AccountRegistered). */
export function requestEmailVerification(
  cmd: Command<"RequestEmailVerification">,
  state: AccountState,
): AccountEvent[] {
  if (cmd.actor.userId !== cmd.accountId && cmd.actor.role !== "system")
    throw new DomainError("forbidden", "only the account owner can ask for a verification link");
  if (state.emailVerified) throw new DomainError("conflict", "Your email is already verified");
  if (state.email === null) throw new DomainError("not_found", `account ${cmd.accountId} has no email`);
  const last = state.lastVerificationMailAt;
  if (last !== null && Date.parse(cmd.at) - Date.parse(last) < EMAIL_VERIFICATION_RESEND_AFTER_SECONDS * 1000)
    throw new DomainError(
      "conflict",
      "We sent you a verification link less than a minute ago. Please check your inbox, or try again in a minute.",
    );
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
  if (cmd.actor.role !== "system")
    throw new DomainError("forbidden", "an email is verified through the link mailed to it");
  if (state.emailVerified) return [];
  if (state.email === null) throw new DomainError("not_found", `account ${cmd.accountId} has no email`);
  return [
    {
      type: "AccountEmailVerified",
      data: { accountId: cmd.accountId, email: state.email, verifiedAt: cmd.at },
    },
  ];
}
