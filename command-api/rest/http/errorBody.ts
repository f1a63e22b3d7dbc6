import {
  type ErrorParams,
  type ErrorReason,
  type ReasonArgs,
  renderReason,
} from "../../../domain/shared/errorReasons";

/**
 * Every non-2xx answer of the facade has this JSON body. The spec's client shows errors as
 * "status: body" (spec §8) and toasts the `error` text, so `error` is one readable sentence in
 * English; `reason` is its stable id and `params` its values, from which a client says it in the
 * reader's language (domain/shared/errorReasons.ts); `field` names the input at fault when there is
 * one, for forms that highlight it.
 */
export interface ErrorBody {
  error: string;
  reason: ErrorReason;
  params: ErrorParams;
  field?: string;
}

/** What a refusal carries (DomainError and HttpError alike). */
export interface Refusal {
  readonly message: string;
  readonly reason: ErrorReason;
  readonly params: ErrorParams;
  readonly field?: string;
}

export function errorBody(refusal: Refusal): ErrorBody {
  const { message: error, reason, params, field } = refusal;
  return field ? { error, reason, params, field } : { error, reason, params };
}

/** The body of a refusal made where no error is thrown (the framework's, the catch-all 404). */
export function reasonBody<R extends ErrorReason>(reason: R, ...[params, field]: ReasonArgs<R>): ErrorBody {
  const given: ErrorParams = params ?? {};
  return errorBody({ message: renderReason(reason, given), reason, params: given, field });
}

/**
 * "email: must be a valid email address" for our rule fragments; a message that is already a whole
 * sentence (the spec's own, e.g. "Password must be at least 8 characters") stands as it is.
 */
export function fieldMessage(field: string, message: string): string {
  if (!field) return message;
  if (/^[A-Z]/.test(message) && !message.startsWith("Too ") && !message.startsWith("Invalid "))
    return message;
  return `${field}: ${message}`;
}
