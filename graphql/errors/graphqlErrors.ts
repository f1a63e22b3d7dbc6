import { GraphQLError } from "graphql";
import { DomainError, type DomainErrorCode, domainErrorOf } from "../../domain/shared/domainError";
import {
  type ErrorParams,
  type ErrorReason,
  type ReasonArgs,
  renderReason,
} from "../../domain/shared/errorReasons";
import { PaymentRefused, paymentError } from "./paymentErrors";

/** The codes clients switch on (DESIGN "Errors"); REST maps the same DomainError codes to statuses. */
export const CODE_OF: Readonly<Record<DomainErrorCode, string>> = {
  bad_input: "BAD_USER_INPUT",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
};

export const INTERNAL_MESSAGE = renderReason("server.internal", {});

/**
 * An error that is the caller's to fix: its code, its reason and params (what a client translates,
 * domain/shared/errorReasons.ts) and, when known, the input field at fault.
 */
export function userError(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: {
      code: CODE_OF[error.code],
      reason: error.reason,
      params: error.params,
      ...(error.field ? { field: error.field } : {}),
    },
  });
}

/** A refusal that is not a DomainError (rate limits, limits on the operation) with its reason. */
export function reasonedError<R extends ErrorReason>(
  code: string,
  extensions: Readonly<Record<string, unknown>>,
  reason: R,
  ...[params]: ReasonArgs<R>
): GraphQLError {
  const given: ErrorParams = params ?? {};
  return new GraphQLError(renderReason(reason, given), {
    extensions: { code, ...extensions, reason, params: given },
  });
}

/**
 * What a resolver threw, as the GraphQL error the client sees. Read-model queries refuse bad paging or
 * ranges with a RangeError whose message already names the argument; anything else is ours and is
 * reported without internals (the caller logs the original).
 */
export function toGraphqlError(error: unknown): { error: GraphQLError; internal: boolean } {
  if (error instanceof GraphQLError) return { error, internal: false };
  if (error instanceof DomainError) return { error: userError(error), internal: false };
  if (error instanceof PaymentRefused) return { error: paymentError(error), internal: false };
  if (error instanceof RangeError)
    return {
      error: userError(domainErrorOf("bad_input", "input.invalidWhole", { detail: error.message })),
      internal: false,
    };
  return {
    error: reasonedError("INTERNAL_SERVER_ERROR", {}, "server.internal"),
    internal: true,
  };
}
