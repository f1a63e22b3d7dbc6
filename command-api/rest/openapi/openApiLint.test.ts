import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";
import { operationIdOf } from "./openApiDocument";

let server: ApiTestServer;
beforeAll(async () => {
  // The document does not depend on data: no demo accounts to seed.
  server = await startApiTestServer({ env: { SEED_DEMO: "0" } });
});
afterAll(() => server?.close());

type Document = { paths: Record<string, Record<string, { operationId?: string }>> };

describe("the OpenAPI document, judged by Redocly's recommended rules", () => {
  it("has no errors and no warnings", async () => {
    const served = await server.anonymous.get<Document>("/api/openapi.json");
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(served.json, null, 2),
      absoluteRef: "openapi.json",
      config,
    });
    const shown = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ""}`,
    );
    expect(shown).toEqual([]);
  });

  it("names every operation once, so generated clients get stable method names", async () => {
    const { json } = await server.anonymous.get<Document>("/api/openapi.json");
    const ids = Object.values(json.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(json.paths["/api/requests/{id}"]?.get?.operationId).toBe("getRequestsById");
  });
});

describe("where the document is served", () => {
  it("as JSON at /api/openapi.json, and at /api/docs for tools", async () => {
    const stable = await server.anonymous.get<Document>("/api/openapi.json");
    const docs = await server.anonymous.get<Document>("/api/docs");
    expect(stable.status).toBe(200);
    expect(docs.json).toEqual(stable.json);
  });

  it("as a reference page at /api/docs when a browser asks, with its scripts from this origin", async () => {
    const page = await fetch(`${server.app.url}/api/docs`, {
      headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("vary")).toMatch(/Accept/);
    const html = await page.text();
    expect(html).toContain('data-document="/api/openapi.json"');
    for (const script of html.matchAll(/<script src="([^"]+)"/g)) {
      const asset = await fetch(`${server.app.url}${script[1]}`);
      expect(asset.status, script[1]).toBe(200);
      expect(asset.headers.get("content-type")).toMatch(/javascript/);
    }
  });

  it("serves no other file of the package", async () => {
    for (const name of ["package.json", "index.html", "..%2F..%2Fpackage.json"]) {
      const asset = await fetch(`${server.app.url}/api/docs/assets/${name}`);
      expect(asset.status, name).toBe(404);
    }
  });
});

describe("operationIdOf", () => {
  it.each([
    ["GET", "/api/requests/{id}", "getRequestsById"],
    ["POST", "/api/requests/{id}/accept", "postRequestsByIdAccept"],
    ["GET", "/api/towing/equipment/compatible/{vehicleType}", "getTowingEquipmentCompatibleByVehicleType"],
    ["DELETE", "/api/user-vehicles/{id}", "deleteUserVehiclesById"],
    ["GET", "/api/auth/me", "getAuthMe"],
  ])("%s %s → %s", (method, path, id) => expect(operationIdOf(method, path)).toBe(id));
});
