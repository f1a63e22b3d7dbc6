import { z } from "zod";
import { notFound } from "../../auth/policy/accessErrors";
import type { RouteMeta } from "../http/restRoute";
import { publicRoute, type RestRoute } from "../http/restRoute";
import type { JsonSchema } from "../openapi/jsonSchemaOf";
import { openApiDocument } from "../openapi/openApiDocument";
import {
  REFERENCE_ASSETS,
  REFERENCE_INIT,
  readReferenceAsset,
  referenceInitScript,
  referencePageHtml,
} from "../openapi/referencePage";

const TAG = "Documentation";

/** The document's outline: an OpenAPI 3.1 object (its contents are the paths themselves). */
const OpenApiDocument = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
const JSON_URL = "/api/openapi.json";

/** A browser navigating to the docs asks for HTML first; tools (curl, client generators) do not. */
const wantsHtml = (accept: string | undefined): boolean => /^\s*text\/html/i.test(accept ?? "");

/**
 * The OpenAPI document of every path, built once from the routes' zod schemas: JSON at a stable URL
 * (/api/openapi.json), and at /api/docs the same JSON for tools or the reference page for a browser.
 */
export function docsRoutes(routes: () => readonly RouteMeta[]): RestRoute[] {
  let document: JsonSchema | undefined;
  const theDocument = () => {
    document ??= openApiDocument(routes());
    return document;
  };
  return [
    publicRoute({
      method: "GET",
      path: JSON_URL,
      operationId: "getOpenApiDocument",
      summary: "This API's OpenAPI 3.1 document (JSON)",
      tag: TAG,
      response: OpenApiDocument,
      errors: [],
      async handle() {
        return theDocument();
      },
    }),
    publicRoute({
      method: "GET",
      path: "/api/docs",
      operationId: "getApiDocs",
      summary: "This API's reference: the page for a browser (Accept: text/html), else the OpenAPI document",
      tag: TAG,
      errors: [],
      async handle({ request, reply }) {
        reply.header("vary", "Accept");
        if (!wantsHtml(request.headers.accept)) return theDocument();
        return reply.type("text/html; charset=utf-8").send(referencePageHtml(JSON_URL));
      },
    }),
    publicRoute({
      method: "GET",
      path: "/api/docs/assets/{file}",
      hidden: true,
      summary: "The reference page's scripts and styles",
      tag: TAG,
      params: z.object({ file: z.string() }),
      async handle({ params, reply }) {
        if (params.file === REFERENCE_INIT)
          return reply.type("text/javascript; charset=utf-8").send(referenceInitScript);
        const type = REFERENCE_ASSETS[params.file];
        if (!type) throw notFound({ resource: "Asset", id: params.file });
        return reply
          .type(type)
          .header("cache-control", "public, max-age=86400")
          .send(await readReferenceAsset(params.file));
      },
    }),
  ];
}
