/** Keys whose values never leave the event store: analysts read the audit log, credentials live in `auth`. */
export const SECRET_KEY = /password|secret|token/i;

export const REDACTED = "[redacted]";

/** A copy of `value` with every secret-looking field replaced, at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redactSecrets(inner),
    ]),
  );
}
