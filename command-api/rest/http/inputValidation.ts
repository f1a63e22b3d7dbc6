import type { z } from "zod";
import { inputRefusal } from "../../inputRefusal";
import { NUL_CHARACTER_REFUSED, nulCharacterPath } from "../../nulCharacterPath";
import { fieldMessage } from "./errorBody";

export type InputLocation = "body" | "params" | "query";

/**
 * Validates one part of a request. The first issue becomes a 400 naming the field and the rule (its
 * reason found by inputRefusal);
 * the field is the path inside that part (`pickupLatitude`, `vehicleDetails.make`), or the part
 * itself when the whole of it is wrong (a body that is not an object).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  location: InputLocation,
): z.output<S> {
  // Before the schema: a field it lets through as free text would carry the NUL to PostgreSQL.
  const nul = nulCharacterPath(value, "");
  if (nul !== null) {
    const field = nul || location;
    throw inputRefusal(fieldMessage(field, NUL_CHARACTER_REFUSED), field);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join(".") || location;
  throw inputRefusal(fieldMessage(field, readable(issue)), field);
}

/**
 * zod's defaults read like "Invalid input: expected string, received undefined"; say it for a person.
 * Messages our schemas chose themselves (the spec's sentences, "must be one of ...") are kept.
 */
function readable(issue: z.core.$ZodIssue): string {
  const zodDefault = issue.message.startsWith("Invalid");
  if (issue.code === "invalid_type") {
    const missing = (issue as { input?: unknown }).input === undefined;
    if (missing && (zodDefault || issue.message.startsWith("must be"))) return "is required";
    if (zodDefault) return `must be ${article(issue.expected)}`;
  }
  if (issue.code === "unrecognized_keys") return `has unknown fields: ${issue.keys.join(", ")}`;
  if (issue.code === "invalid_value" && zodDefault && issue.values.length > 0)
    return `must be one of ${issue.values.map((v) => String(v)).join(", ")}`;
  return issue.message;
}

function article(expected: string): string {
  if (expected === "object") return "an object";
  if (expected === "array") return "a list";
  if (expected === "int") return "a whole number";
  return `a ${expected}`;
}
