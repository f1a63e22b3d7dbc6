import { type ErrorParams, type ErrorReason, type ReasonArgs, renderReason } from "./errorReasons";

/**
 * The one error a decider throws. `code` says which rule class was broken so every edge
 * (REST status, GraphQL error code) maps it the same way; `reason` says which rule, with `params`
 * for its placeholders, so a client can say it in the reader's language (errorReasons.ts); the
 * English `message` is rendered from the reason's template. `field` names the input at fault.
 */
export type DomainErrorCode = "bad_input" | "unauthenticated" | "forbidden" | "not_found" | "conflict";

export class DomainError<R extends ErrorReason = ErrorReason> extends Error {
  readonly params: ErrorParams;
  readonly field?: string;

  constructor(
    readonly code: DomainErrorCode,
    readonly reason: R,
    ...[params, field]: ReasonArgs<R>
  ) {
    const given: ErrorParams = params ?? {};
    super(renderReason(reason, given));
    this.name = "DomainError";
    this.params = given;
    if (field !== undefined) this.field = field;
  }
}

/**
 * A DomainError whose reason is chosen at run time (an input rule found by its words, a field renamed
 * on the way out): its params are checked by rendering, not by the compiler.
 */
export function domainErrorOf(
  code: DomainErrorCode,
  reason: ErrorReason,
  params: ErrorParams,
  field?: string,
): DomainError {
  const make = DomainError as unknown as new (
    code: DomainErrorCode,
    reason: ErrorReason,
    params: ErrorParams,
    field?: string,
  ) => DomainError;
  return new make(code, reason, params, field);
}
