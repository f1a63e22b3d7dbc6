import { SESSION_COOKIE } from "../../auth/sessionCookie";
import type { RouteMeta } from "../http/restRoute";
import { inputSchemaOf, type JsonSchema, outputSchemaOf } from "./jsonSchemaOf";

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: "Bad input: the body names the field and the rule",
  402: "The card was not charged: declined (code payment_declined, reason) or the bank asks the cardholder to confirm (code payment_requires_action, confirmUrl); no booking was made",
  401: "Not signed in (no or expired session), or wrong email or password",
  403: "Signed in, but this role or person may not do this; or a write sent from another site",
  404: "Not found, or not yours to see",
  409: "Conflicts with the current state (already accepted, already reviewed, changed meanwhile)",
  410: "The tracking link has expired",
  413: "File Too Large: Please select a file smaller than 10MB",
  415: "Wrong content type (uploads are multipart/form-data, images only)",
  429: "Too many requests from this caller (sign-ins, sign-ups, place or route look-ups); see Retry-After",
};

/** What any request to the server may be answered when it cannot be read at all (Node's HTTP parser). */
const UNREADABLE_REQUEST = {
  description:
    "The request could not be read: 400 for a malformed request, 431 when its headers are too large",
};

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** The OpenAPI 3.1 document of the facade, built from the same zod schemas that validate requests. */
export function openApiDocument(routes: readonly RouteMeta[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    if (route.hidden) continue;
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Roadside REST API",
      version: "1.0.0",
      description:
        "The REST facade of spec §7. Errors answer JSON {error, reason, params, field?}: `error` in English, `reason` a stable id with `params` for a client to say it in its own language; see docs/api.md for sessions, the error reasons and the 401/403/404 rules.",
      license: { name: "Proprietary: Roadside terms of service", url: "/terms" },
    },
    // The API lives on the web app's own origin (the session cookie is first-party), whatever host serves it.
    servers: [{ url: "/", description: "The origin that served this document" }],
    paths,
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
      schemas: {
        Error: {
          type: "object",
          required: ["error", "reason", "params"],
          properties: {
            error: { type: "string", description: "One readable sentence, in English" },
            reason: {
              type: "string",
              description:
                "The refusal's stable id (area.camelCase, e.g. request.wrongStatus); clients translate it with params",
              examples: ["request.wrongStatus"],
            },
            params: {
              type: "object",
              description: "The values the reason's sentence names (ids, statuses, amounts, the field)",
              additionalProperties: { type: ["string", "number"] },
              examples: [{ status: "cancelled", expected: "accepted" }],
            },
            field: { type: "string", description: "The input at fault, when there is one" },
          },
        },
      },
    },
  };
}

function operationOf(route: RouteMeta): JsonSchema {
  const parameters = [
    ...parametersOf(route.params ? inputSchemaOf(route.params) : null, "path"),
    ...parametersOf(route.query ? inputSchemaOf(route.query) : null, "query"),
  ];
  const responses: Record<string, JsonSchema> = {
    [String(route.status)]: {
      description: route.status === 204 ? "Done" : "OK",
      ...(route.response
        ? { content: { "application/json": { schema: outputSchemaOf(route.response) } } }
        : {}),
    },
  };
  for (const status of route.errors) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? "Error",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  if (!route.errors.some((status) => status >= 400 && status < 500)) responses["4XX"] = UNREADABLE_REQUEST;
  return {
    operationId: route.operationId ?? operationIdOf(route.method, route.path),
    summary: route.summary,
    tags: [route.tag],
    ...(route.access === "public" ? { security: [] } : { security: [{ session: [] }] }),
    ...(Array.isArray(route.access) ? { "x-roles": route.access } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: requestBodyOf(route) } : {}),
    responses,
  };
}

function requestBodyOf(route: RouteMeta): JsonSchema {
  const schema = inputSchemaOf(route.body!);
  if (route.bodyKind !== "multipart") return { required: true, content: { "application/json": { schema } } };
  const properties = { ...((schema.properties as JsonSchema | undefined) ?? {}) };
  const fileField = route.path.startsWith("/api/chat") ? "imageFile" : "file";
  properties[fileField] = { type: "string", format: "binary", description: "The image, under 10 MB" };
  return {
    required: true,
    content: {
      "multipart/form-data": { schema: { ...schema, properties } },
      ...(fileField === "imageFile" ? { "application/json": { schema } } : {}),
    },
  };
}

function parametersOf(schema: JsonSchema | null, location: "path" | "query"): Parameter[] {
  if (!schema) return [];
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...schemaOnly } = property as JsonSchema & { description?: string };
    return {
      name,
      in: location,
      required: location === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: schemaOnly,
    };
  });
}

/**
 * A stable, unique name for client generators when a route names none: the method and the path's
 * words, path parameters as "By<Name>" (`GET /api/requests/{id}/route` → `getRequestsByIdRoute`).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter((segment) => segment !== "")
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ["by", ...parameter.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter((word) => word !== "")
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join("");
}
