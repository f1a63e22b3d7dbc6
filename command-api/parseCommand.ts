import type { z } from "zod";
import { DomainError } from "../domain/shared/domainError";

/**
 * Validates a command against its zod schema. The first issue becomes a `bad_input` error that
 * names the field and the rule, e.g. `pickup.latitude: Too big: expected number to be <=90`.
 */
export function parseCommand<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join(".");
  throw new DomainError(
    "bad_input",
    field ? `${field}: ${issue.message}` : issue.message,
    field || undefined,
  );
}
