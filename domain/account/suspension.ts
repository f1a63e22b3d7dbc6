import { DomainError } from "../shared/domainError";

/** Why and since when an admin has an account suspended. */
export interface Suspension {
  reason: string;
  since: string;
}

/**
 * The one question every gate asks (sign-in, going online, dispatch, the customer's map): is this
 * account closed by an admin? Kept apart from the captain's approval so the two combine as rules.
 */
export const isSuspended = (account: { suspension: Suspension | null }): boolean =>
  account.suspension !== null;

/** What a suspended person is told, wherever they are stopped. */
export const suspendedError = (reason: string): DomainError<"account.suspended"> =>
  new DomainError("forbidden", "account.suspended", { suspensionReason: reason });
