import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../../domain/shared/actor";
import { completeCaptainProfile, submitCaptainForReview } from "../../commands/onboardingCommands";
import { registerAccount } from "../../commands/registration";
import { uaeToday } from "../../uaeToday";
import type { ApiClient } from "../testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";
import { multipartBody, TINY_PNG } from "../testing/multipartBody";

let server: ApiTestServer;
let captain: { id: string; client: ApiClient };
let otherCaptain: { id: string; client: ApiClient };
let customer: { id: string; client: ApiClient };
let admin: ApiClient;

const PASSWORD = "tow-truck-7";
/** A year from today (UAE): a paper valid long enough for any test run. */
let NEXT_YEAR: string;
let YESTERDAY: string;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function signUp(userType: "customer" | "provider"): Promise<{ id: string; client: ApiClient }> {
  const email = `${userType}-${randomUUID()}@example.ae`;
  const response = await server.anonymous.post<{ id: string }>("/api/auth/register", {
    name: `A ${userType}`,
    email,
    password: PASSWORD,
    phone: "+971 50 700 1234",
    userType,
    latitude: 25.2,
    longitude: 55.27,
  });
  expect(response.status, response.body).toBe(201);
  return { id: response.json.id, client: await server.signIn(email, PASSWORD) };
}

beforeAll(async () => {
  // No demo world: these tests make their own accounts.
  server = await startApiTestServer({ env: { SEED_DEMO: "0" } });
  const today = uaeToday(server.app.commands.clock);
  NEXT_YEAR = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`;
  YESTERDAY = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  [captain, otherCaptain, customer] = await Promise.all([
    signUp("provider"),
    signUp("provider"),
    signUp("customer"),
  ]);
  const email = `admin-${randomUUID()}@roadside.ae`;
  const { position } = await registerAccount(server.app.commands)(
    { name: "Ops Admin", email, phone: "+971 4 555 0100", password: PASSWORD, userType: "admin" },
    { actor: SYSTEM, correlationId: randomUUID(), causationId: null },
  );
  if (position) await server.app.runner.waitForPosition(position);
  admin = await server.signIn(email, PASSWORD);
}, 120_000);
afterAll(() => server?.close());

function upload(
  client: ApiClient,
  providerId: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
) {
  const { payload, contentType } = multipartBody(fields, file ? { field: "file", ...file } : undefined);
  return client.send<Record<string, unknown> & { id: string; url: string; field?: string }>(
    "POST",
    `/api/providers/${providerId}/documents`,
    undefined,
    { rawPayload: payload, headers: { "content-type": contentType } },
  );
}

describe("POST /api/providers/{providerId}/documents", () => {
  it("takes a PNG named .pdf as the PNG it is, and serves it to the captain and admins only", async () => {
    const response = await upload(
      captain.client,
      captain.id,
      { kind: "trade-licence", expiresOn: NEXT_YEAR },
      { name: "licence.pdf", type: "application/pdf", content: TINY_PNG },
    );
    expect(response.status, response.body).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(String),
      kind: "trade-licence",
      expiresOn: NEXT_YEAR,
      fileName: "licence.pdf",
      contentType: "image/png",
      sizeBytes: TINY_PNG.length,
      uploadedAt: expect.any(String),
      state: "PENDING",
      url: `/api/providers/${captain.id}/documents/${response.json.id}/file`,
    });
    const url = response.json.url;

    const own = await captain.client.get(url);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(own.body, "binary").length).toBeGreaterThan(0);
    expect((await admin.get(url)).status).toBe(200);
    // Never disclosed to anyone else, not even that it exists.
    expect((await customer.client.get(url)).status).toBe(404);
    expect((await otherCaptain.client.get(url)).status).toBe(404);
    expect((await server.anonymous.get(url)).status).toBe(401);
    expect((await admin.get(`/api/providers/${captain.id}/documents/nope/file`)).status).toBe(404);
  });

  it("serves a PDF with a policy Chrome's viewer can render: no sandbox, still no scripts", async () => {
    const response = await upload(
      captain.client,
      captain.id,
      { kind: "insurance", expiresOn: NEXT_YEAR },
      { name: "insurance.bin", type: "application/octet-stream", content: PDF },
    );
    expect(response.status, response.body).toBe(201);
    expect(response.json.contentType).toBe("application/pdf");
    const file = await admin.get(response.json.url);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const policy = String(file.headers["content-security-policy"]);
    expect(policy).not.toContain("sandbox");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("script-src");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses what is not a PDF, JPEG or PNG by content (415), whatever its name", async () => {
    const response = await upload(
      captain.client,
      captain.id,
      { kind: "insurance", expiresOn: NEXT_YEAR },
      { name: "licence.pdf", type: "application/pdf", content: Buffer.from("just some text, honest") },
    );
    expect(response.status).toBe(415);
  });

  it("refuses a file over 10 MB (413)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const response = await upload(
      captain.client,
      captain.id,
      { kind: "insurance", expiresOn: NEXT_YEAR },
      { name: "big.pdf", type: "application/pdf", content: big },
    );
    expect(response.status).toBe(413);
  });

  it("names the bad field: an expired paper, an unknown kind, a malformed date, no file (400)", async () => {
    const file = { name: "a.png", type: "image/png", content: TINY_PNG };
    const expired = await upload(
      captain.client,
      captain.id,
      { kind: "insurance", expiresOn: YESTERDAY },
      file,
    );
    expect(expired.status).toBe(400);
    expect(expired.body).toContain("expiresOn");
    const kind = await upload(captain.client, captain.id, { kind: "passport", expiresOn: NEXT_YEAR }, file);
    expect(kind.status).toBe(400);
    expect(kind.body).toContain("kind");
    const date = await upload(
      captain.client,
      captain.id,
      { kind: "insurance", expiresOn: "01/02/2030" },
      file,
    );
    expect(date.status).toBe(400);
    expect(date.body).toContain("expiresOn");
    const none = await upload(captain.client, captain.id, { kind: "insurance", expiresOn: NEXT_YEAR });
    expect(none.status).toBe(400);
    expect(none.body).toContain("file");
  });

  it("lets only the captain upload their own papers (403 for another captain or a customer)", async () => {
    const file = { name: "a.png", type: "image/png", content: TINY_PNG };
    const fields = { kind: "insurance", expiresOn: NEXT_YEAR };
    expect((await upload(otherCaptain.client, captain.id, fields, file)).status).toBe(403);
    expect((await upload(customer.client, captain.id, fields, file)).status).toBe(403);
    expect((await upload(admin, captain.id, fields, file)).status).toBe(403);
  });

  it("refuses a new paper while the application is under review (409)", async () => {
    const file = { name: "a.png", type: "image/png", content: TINY_PNG };
    for (const kind of ["trade-licence", "insurance", "emirates-id"])
      expect(
        (await upload(otherCaptain.client, otherCaptain.id, { kind, expiresOn: NEXT_YEAR }, file)).status,
      ).toBe(201);
    const self = {
      actor: { userId: otherCaptain.id, role: "provider" as const },
      correlationId: randomUUID(),
      causationId: null,
    };
    await completeCaptainProfile(server.app.commands)(
      {
        providerId: otherCaptain.id,
        profile: {
          tradeName: "Desert Tow LLC",
          tradeLicenceNumber: "CN-7654321",
          tradeLicenceExpiry: NEXT_YEAR,
          insurancePolicyNumber: "POL-123456",
          insuranceExpiry: NEXT_YEAR,
          emiratesId: "784-1990-1234567-1",
          emirates: ["Dubai"],
          services: ["towing"],
        },
      },
      self,
    );
    await submitCaptainForReview(server.app.commands)({ providerId: otherCaptain.id }, self);
    const refused = await upload(
      otherCaptain.client,
      otherCaptain.id,
      { kind: "insurance", expiresOn: NEXT_YEAR },
      file,
    );
    expect(refused.status).toBe(409);
  });
});
