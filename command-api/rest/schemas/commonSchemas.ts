import { z } from "zod";

/** Ids in paths and bodies: what the domain accepts (UUIDs today, fixed demo ids, test ids). */
export const IdInput = z
  .string({ error: "must be a text id" })
  .trim()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/,
    "must start with a letter or digit and contain only letters, digits and . _ : -",
  );

export const IdParams = z.object({ id: IdInput });

const NumericText = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, "must be a number")
  .transform(Number);

/** The spec's client sends some numbers as text (coordinates, prices, ratings): both are accepted. */
export function numberInput(schema: z.ZodNumber) {
  return z.union([z.number(), NumericText], { error: "must be a number" }).pipe(schema);
}

export const LatitudeInput = numberInput(
  z.number().min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90"),
);
export const LongitudeInput = numberInput(
  z.number().min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180"),
);
export const AedInput = numberInput(
  z.number().min(0, "must not be negative").max(1_000_000, "must be at most 1000000"),
);

/** Optional text fields: absent, null and blank all mean "not given". */
export function optionalText(max: number) {
  return z
    .string({ error: "must be text" })
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    });
}

export function requiredText(max: number, message = "is required") {
  return z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`);
}

/** Query flags and numbers arrive as text. */
export const QueryNumber = (schema: z.ZodNumber) => NumericText.pipe(schema);

export const IsoTimeInput = z.iso.datetime({
  offset: true,
  error: "must be an ISO date-time such as 2025-03-01T10:00:00Z",
});
