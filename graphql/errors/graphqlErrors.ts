import { GraphQLError } from "graphql";
import { DomainError, type DomainErrorCode } from "../../domain/shared/domainError";
import { PaymentRefused, paymentError } from "./paymentErrors";

/** The codes clients switch on (DESIGN "Errors"); REST maps the same DomainError codes to statuses. */
export const CODE_OF: Readonly<Record<DomainErrorCode, string>> = {
  bad_input: "BAD_USER_INPUT",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
};

export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/** An error that is the caller's to fix, with a code and (when known) the input field at fault. */
export function userError(code: DomainErrorCode, message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: CODE_OF[code], ...(field ? { field } : {}) } });
}

/**
 * What a resolver threw, as the GraphQL error the client sees. Read-model queries refuse bad paging or
 * ranges with a RangeError whose message already names the argument; anything else is ours and is
 * reported without internals (the caller logs the original).
 */
export function toGraphqlError(error: unknown): { error: GraphQLError; internal: boolean } {
  if (error instanceof GraphQLError) return { error, internal: false };
  if (error instanceof DomainError)
    return { error: userError(error.code, error.message, error.field), internal: false };
  if (error instanceof PaymentRefused) return { error: paymentError(error), internal: false };
  if (error instanceof RangeError) return { error: userError("bad_input", error.message), internal: false };
  return {
    error: new GraphQLError(INTERNAL_MESSAGE, { extensions: { code: "INTERNAL_SERVER_ERROR" } }),
    internal: true,
  };
}
