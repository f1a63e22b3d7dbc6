/**
 * The fields PostgreSQL reports with an error. Both `pg` and PGlite copy them onto the errors they
 * throw, so code above the Sql port can react to a constraint without knowing which driver ran.
 */
export interface PostgresErrorFields {
  /** SQLSTATE, e.g. "23505". */
  code: string;
  constraint: string | undefined;
}

export const UNIQUE_VIOLATION = "23505";

export function postgresErrorFields(error: unknown): PostgresErrorFields | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  return { code, constraint: typeof constraint === "string" ? constraint : undefined };
}

/** The constraint a unique violation hit, or undefined when `error` is something else. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const fields = postgresErrorFields(error);
  return fields?.code === UNIQUE_VIOLATION ? fields.constraint : undefined;
}
