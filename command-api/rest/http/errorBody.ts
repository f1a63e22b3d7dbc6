/**
 * Every non-2xx answer of the facade has this JSON body. The spec's client shows errors as
 * "status: body" (spec §8) and toasts the `error` text, so `error` is one readable sentence;
 * `field` names the input at fault when there is one, for forms that highlight it.
 */
export interface ErrorBody {
  error: string;
  field?: string;
}

export function errorBody(error: string, field?: string): ErrorBody {
  return field ? { error, field } : { error };
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
