import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

/** ISO-8601 with a date, a time and an offset (Z or ±hh:mm), as every client sends instants. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function parseInstant(value: unknown): Date {
  const instant = typeof value === "string" && ISO_INSTANT.test(value) ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime()))
    throw new GraphQLError(
      `DateTime must be an ISO-8601 instant with an offset, such as 2026-11-22T09:00:00+04:00`,
      {
        extensions: { code: "BAD_USER_INPUT" },
      },
    );
  return instant;
}

/**
 * Instants. Going out, the read models already hold them as ISO text in UTC (rowValues.isoTime), so they
 * pass through as they are: a list of requests has ten of them per row, and re-validating each (as
 * graphql-scalars' DateTimeISO does) cost more than the rest of the row. Coming in, they are checked
 * strictly and become Dates.
 */
export const DateTimeScalar = new GraphQLScalarType<Date | string, string>({
  name: "DateTime",
  description: "An instant as ISO-8601 text, e.g. 2026-11-22T05:40:00.000Z (answers are always in UTC).",
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === "string") return value;
    throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
  },
  parseValue: parseInstant,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be a string", { nodes: [ast] });
    return parseInstant(ast.value);
  },
});
