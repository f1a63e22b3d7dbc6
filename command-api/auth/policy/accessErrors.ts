import { DomainError } from "../../../domain/shared/domainError";
import type { ErrorReason, ReasonArgs } from "../../../domain/shared/errorReasons";

/**
 * The three ways access is refused, as DomainErrors so REST (401/403/404) and GraphQL
 * (UNAUTHENTICATED/FORBIDDEN/NOT_FOUND) map them the same way. See docs/api.md for when each applies.
 */
export const signInRequired = () => new DomainError("unauthenticated", "auth.signInRequired");

export const forbidden = <R extends ErrorReason>(reason: R, ...args: ReasonArgs<R>) =>
  new DomainError("forbidden", reason, ...args);

/** A thing by its kind as sentences name it ("User", "Payout run") and its id. */
export interface Missing {
  readonly resource: string;
  readonly id: string;
}

/** Also what someone gets for a thing that exists but is not theirs to see: its existence is not disclosed. */
export const notFound = (missing: Missing) =>
  new DomainError("not_found", "resource.notFound", { resource: missing.resource, id: missing.id });
