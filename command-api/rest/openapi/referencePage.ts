import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The human-readable reference of the OpenAPI document: Swagger UI, served from our own origin
 * (the app's Content-Security-Policy allows scripts from 'self' only, and nothing is fetched from
 * a CDN), started by a script file of ours instead of the inline one its index.html carries.
 */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** The only files served from the package, with their types: nothing else in it is reachable. */
export const REFERENCE_ASSETS: Readonly<Record<string, string>> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

export const REFERENCE_INIT = "reference-init.js";

export function referencePageHtml(documentUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Roadside REST API reference</title>
    <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="reference" data-document="${documentUrl}"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/${REFERENCE_INIT}"></script>
  </body>
</html>
`;
}

export const referenceInitScript = `"use strict";
// Starts Swagger UI on the document named by the page (kept out of the HTML: the CSP forbids inline scripts).
window.addEventListener("load", function () {
  var holder = document.getElementById("reference");
  window.SwaggerUIBundle({
    url: holder.getAttribute("data-document"),
    domNode: holder,
    deepLinking: true,
    tryItOutEnabled: false,
  });
});
`;

export function readReferenceAsset(name: string): Promise<Buffer> {
  return readFile(join(SWAGGER_UI_DIR, name));
}
