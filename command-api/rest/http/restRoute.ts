import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { requireRole, requireSignedIn } from "../../auth/policy/identityPolicy";
import type { Principal, PrincipalRole } from "../../auth/principal";
import { parseInput } from "./inputValidation";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** Who may call a path at all; finer rules (whose request, whose profile) are in the handler. */
export type Access = "public" | "signed-in" | readonly PrincipalRole[];

/** What the OpenAPI document and the router both read: one declaration per path. */
export interface RouteMeta {
  method: HttpMethod;
  /** OpenAPI style: `/api/requests/{id}`. */
  path: string;
  summary: string;
  /** The OpenAPI operationId; derived from the method and path when absent (openApiDocument.ts). */
  operationId?: string;
  /** Left out of the OpenAPI document (the reference page's own static files). */
  hidden?: boolean;
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart`: the handler reads the form itself (uploads). */
  bodyKind: "json" | "multipart" | "none";
  /** The success status and the shape of what it returns. */
  status: number;
  response?: z.ZodType;
  /** Error statuses this path can answer, for the document. */
  errors: readonly number[];
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<P, Q, B, U> {
  principal: U;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RestRoute {
  meta: RouteMeta;
  run(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

interface RouteSpec<P, Q, B, U> extends Omit<RouteMeta, "bodyKind" | "status" | "errors" | "access"> {
  params?: P & z.ZodType;
  query?: Q & z.ZodType;
  body?: B & z.ZodType;
  multipart?: boolean;
  status?: number;
  errors?: readonly number[];
  handle(context: RouteContext<Out<P>, Out<Q>, Out<B>, U>): Promise<unknown>;
}

/** A path for signed-in callers, optionally only some roles. 401 comes before 403, both before 400. */
export function signedInRoute<P = undefined, Q = undefined, B = undefined>(
  spec: RouteSpec<P, Q, B, Principal> & { roles?: readonly PrincipalRole[] },
): RestRoute {
  const access: Access = spec.roles ?? "signed-in";
  return build(spec, access, (principal) =>
    spec.roles ? requireRole(principal, spec.roles) : requireSignedIn(principal),
  );
}

/** A path anyone may call (sign-in, pricing, a shared trip, the docs). */
export function publicRoute<P = undefined, Q = undefined, B = undefined>(
  spec: RouteSpec<P, Q, B, Principal | null>,
): RestRoute {
  return build(spec, "public", (principal) => principal);
}

function build<P, Q, B, U>(
  spec: RouteSpec<P, Q, B, U>,
  access: Access,
  authorize: (principal: Principal | null) => U,
): RestRoute {
  const bodyKind = spec.multipart ? "multipart" : spec.body ? "json" : "none";
  const status = spec.status ?? (spec.method === "POST" ? 201 : 200);
  const errors = spec.errors ?? defaultErrors(access, spec);
  const meta: RouteMeta = { ...spec, access, bodyKind, status, errors };
  return {
    meta,
    async run(request, reply) {
      // Authentication and role first: a stranger learns nothing, not even which input is wrong.
      const principal = authorize(request.principal);
      const params = (spec.params ? parseInput(spec.params, request.params, "params") : undefined) as Out<P>;
      const query = (spec.query ? parseInput(spec.query, request.query, "query") : undefined) as Out<Q>;
      // A multipart path documents its fields as `body` but reads the form itself.
      const body = (
        spec.body && !spec.multipart ? parseInput(spec.body, request.body ?? undefined, "body") : undefined
      ) as Out<B>;
      const result = await spec.handle({ principal, params, query, body, request, reply });
      if (reply.sent) return reply;
      if (status === 204) return reply.code(204).send();
      // A handler that chose another status (202 when read models lag) keeps it.
      return reply.code(reply.statusCode !== 200 ? reply.statusCode : status).send(result);
    },
  };
}

function defaultErrors(
  access: Access,
  spec: { params?: unknown; query?: unknown; body?: unknown; multipart?: boolean },
) {
  const errors: number[] = [];
  if (spec.params || spec.query || spec.body || spec.multipart) errors.push(400);
  if (access !== "public") errors.push(401);
  if (Array.isArray(access)) errors.push(403);
  return errors;
}
