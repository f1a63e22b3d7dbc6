import type { RouteMeta } from "../http/restRoute";
import { publicRoute, type RestRoute } from "../http/restRoute";
import type { JsonSchema } from "../openapi/jsonSchemaOf";
import { openApiDocument } from "../openapi/openApiDocument";

/** GET /api/docs: the OpenAPI document of every path, built once from the routes' zod schemas. */
export function docsRoutes(routes: () => readonly RouteMeta[]): RestRoute[] {
  let document: JsonSchema | undefined;
  return [
    publicRoute({
      method: "GET",
      path: "/api/docs",
      summary: "This API's OpenAPI 3.1 document",
      tag: "Documentation",
      errors: [],
      async handle() {
        document ??= openApiDocument(routes());
        return document;
      },
    }),
  ];
}
