import type { CombinedError } from "urql";

/**
 * A server error on a form: the input field it names (the `field` extension, or the "field: …" lead the
 * domain's messages carry) when that field is one of the form's, and the message to show.
 */
export function serverFieldError<Field extends string>(
  error: CombinedError,
  fields: readonly Field[],
): { readonly field: Field | null; readonly message: string } {
  if (error.networkError)
    return { field: null, message: "The server could not be reached. Check your connection and try again." };
  const first = error.graphQLErrors[0];
  const message = first?.message ?? error.message;
  const named = typeof first?.extensions?.field === "string" ? first.extensions.field : null;
  const lead = /^(\w+):\s*(.*)$/s.exec(message);
  const field = fields.find((candidate) => candidate === named || candidate === lead?.[1]) ?? null;
  return { field, message };
}
