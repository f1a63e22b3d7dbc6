import { DomainError } from "../../../domain/shared/domainError";

/**
 * The three ways access is refused, as DomainErrors so REST (401/403/404) and GraphQL
 * (UNAUTHENTICATED/FORBIDDEN/NOT_FOUND) map them the same way. See docs/api.md for when each applies.
 */
export const signInRequired = () => new DomainError("unauthenticated", "Please sign in to continue");

export const forbidden = (message: string, field?: string) => new DomainError("forbidden", message, field);

/** Also what someone gets for a thing that exists but is not theirs to see: its existence is not disclosed. */
export const notFound = (what: string) => new DomainError("not_found", `${what} was not found`);
