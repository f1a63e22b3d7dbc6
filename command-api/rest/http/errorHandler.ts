import type { FastifyError, FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/shared/domainError";
import { errorBody } from "./errorBody";
import { HttpError } from "./httpError";
import { STATUS_OF } from "./statusOfError";

/** What Fastify itself refuses before a route runs, said for a person. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "body: must be valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "body: must not be empty when Content-Type is application/json",
  FST_ERR_CTP_BODY_TOO_LARGE: "body: is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Content-Type must be application/json (or multipart/form-data for uploads)",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Content-Length does not match the body",
  FST_ERR_CTP_INVALID_TYPE: "Content-Type is malformed",
};

/** What a write told "the database is out of disk space" answers: the refusal is temporary. */
export const DISK_FULL_MESSAGE = "The database is out of disk space; try again shortly.";

/**
 * PostgreSQL's disk_full (SQLSTATE 53100: a table or index could not be extended; the transaction
 * was rolled back, nothing of it was written), on the error or anywhere on its `cause` chain (an
 * adapter may wrap the driver's error). Duck-typed on `code`: only infra/ knows the driver.
 */
export function isDiskFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === "53100") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Domain refusals become their status with the domain's message; HTTP refusals keep theirs; a full
 * database disk is 503 (temporary: retry once space is freed, no restart needed); anything
 * unexpected is logged and answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(STATUS_OF[error.code]).send(errorBody(error.message, error.field));
    }
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(errorBody(error.message, error.field));
    }
    const framework = error as Partial<FastifyError>;
    const status = framework.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (framework.code && FRAMEWORK_MESSAGES[framework.code]) ?? framework.message ?? "Bad request";
      return reply.code(status).send(errorBody(message));
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, "request refused: the database is out of disk space");
      return reply.code(503).send(errorBody(DISK_FULL_MESSAGE));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody("Something went wrong on our side. Please try again."));
  });
}
