/**
 * The one error a decider throws. `code` says which rule class was broken so every edge
 * (REST status, GraphQL error code) maps it the same way; `field` names the input at fault.
 */
export type DomainErrorCode = "bad_input" | "unauthenticated" | "forbidden" | "not_found" | "conflict";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
