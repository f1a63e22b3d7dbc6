import type { z } from "zod";
import { inputRefusal } from "./inputRefusal";

/**
 * Validates a command against its zod schema. The first issue becomes a `bad_input` error that
 * names the field and the rule, e.g. `pickup.latitude: Too big: expected number to be <=90`, with
 * the rule's reason (inputRefusal).
 */
export function parseCommand<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join(".");
  throw inputRefusal(field ? `${field}: ${issue.message}` : issue.message, field || undefined);
}
