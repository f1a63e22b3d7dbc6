import type { DomainErrorCode } from "../../../domain/shared/domainError";

/** One mapping for the whole facade; GraphQL maps the same codes to its own. */
export const STATUS_OF: Readonly<Record<DomainErrorCode, number>> = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};
