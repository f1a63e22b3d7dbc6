import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a client sends (zod's input side: "275" and 275 both for a price),
 * without the `$schema` key that OpenAPI documents do not repeat per schema.
 */
export function inputSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return json;
}

export function outputSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return json;
}
