import type { FastifyError, FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/shared/domainError";
import { renderReason } from "../../../domain/shared/errorReasons";
import { type ErrorBody, errorBody, reasonBody } from "./errorBody";
import { HttpError } from "./httpError";
import { STATUS_OF } from "./statusOfError";

/** What Fastify itself refuses before a route runs, said for a person. */
const FRAMEWORK_REFUSALS: Readonly<Record<string, () => ErrorBody>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => reasonBody("http.invalidJson", { field: "body" }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => reasonBody("http.emptyJson", { field: "body" }),
  FST_ERR_CTP_BODY_TOO_LARGE: () => reasonBody("http.bodyTooLarge", { field: "body" }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => reasonBody("http.unsupportedMediaType"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => reasonBody("http.contentLengthMismatch"),
  FST_ERR_CTP_INVALID_TYPE: () => reasonBody("http.malformedContentType"),
};

/** What a write told "the database is out of disk space" answers: the refusal is temporary. */
export const DISK_FULL_MESSAGE = renderReason("server.diskFull", {});

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
 * Domain refusals become their status with the domain's message and reason; HTTP refusals keep theirs; a full
 * database disk is 503 (temporary: retry once space is freed, no restart needed); anything
 * unexpected is logged and answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(STATUS_OF[error.code]).send(errorBody(error));
    }
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(errorBody(error));
    }
    const framework = error as Partial<FastifyError>;
    const status = framework.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = framework.code ? FRAMEWORK_REFUSALS[framework.code] : undefined;
      if (known) return reply.code(status).send(known());
      return reply
        .code(status)
        .send(
          framework.message
            ? reasonBody("http.refused", { detail: framework.message })
            : reasonBody("http.badRequest"),
        );
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, "request refused: the database is out of disk space");
      return reply.code(503).send(reasonBody("server.diskFull"));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(reasonBody("server.internal"));
  });
}
