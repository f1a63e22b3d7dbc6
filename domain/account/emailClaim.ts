import { z } from "zod";
import { Actor } from "../shared/actor";
import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import { Email, Id, IsoTime } from "../shared/values";
import { emailClaimStream } from "../streams";

/**
 * Email uniqueness across accounts. Each address has its own `email-<normalized>` stream;
 * sign-up claims it (expected `no_stream`) before registering the account, so two sign-ups
 * with one email cannot both succeed, whatever order their appends land in.
 */

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const emailClaimStreamFor = (email: string): string => emailClaimStream(normalizeEmail(email));

export const ClaimEmail = z.object({
  type: z.literal("ClaimEmail"),
  actor: Actor,
  at: IsoTime,
  email: Email,
  accountId: Id,
});
export type ClaimEmail = z.infer<typeof ClaimEmail>;

export const EmailClaimed = z.object({
  type: z.literal("EmailClaimed"),
  data: z.object({ email: Email, accountId: Id, claimedAt: IsoTime }),
});
export type EmailClaimed = z.infer<typeof EmailClaimed>;

export interface EmailClaimState {
  claimedBy: string | null;
}

export const initialState = (): EmailClaimState => ({ claimedBy: null });

export const evolve = (_state: EmailClaimState, event: EmailClaimed): EmailClaimState => ({
  claimedBy: event.data.accountId,
});

export function decide(command: ClaimEmail, state: EmailClaimState): EmailClaimed[] {
  if (command.actor.role !== "system" && command.actor.userId !== command.accountId)
    throw new DomainError("forbidden", "account.claimOwnEmailOnly");
  // The same account claiming again is a retried sign-up, not a second account.
  if (state.claimedBy === command.accountId) return [];
  if (state.claimedBy !== null) throw new DomainError("conflict", "account.emailTaken", {}, "email");
  return [
    {
      type: "EmailClaimed",
      data: { email: normalizeEmail(command.email), accountId: command.accountId, claimedAt: command.at },
    },
  ];
}

export const emailClaimDecider: Decider<ClaimEmail, EmailClaimed, EmailClaimState> = {
  initialState,
  evolve,
  decide,
};
