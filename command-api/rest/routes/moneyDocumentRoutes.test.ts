import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../../domain/shared/actor";
import { registerAccount } from "../../commands/registration";
import { pdfText } from "../../invoicing/testing/pdfText";
import type { ApiClient } from "../testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";
import { issuedInvoiceFixture, preparedPayoutRunFixture } from "../testing/moneyDocumentFixture";

let server: ApiTestServer;
let customer: { id: string; client: ApiClient };
let otherCustomer: { id: string; client: ApiClient };
let captain: { id: string; client: ApiClient };
let admin: ApiClient;
let invoiceNumber: string;
const PASSWORD = "tow-truck-7";
const system = () => ({ actor: SYSTEM, correlationId: randomUUID(), causationId: null });

async function signUp(userType: "customer" | "provider") {
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

/** The raw bytes (the client's body is text). */
async function download(client: ApiClient, url: string) {
  const response = await server.app.http.inject({
    method: "GET",
    url,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    bytes: new Uint8Array(response.rawPayload),
  };
}

beforeAll(async () => {
  server = await startApiTestServer({ env: { SEED_DEMO: "0" } });
  [customer, otherCustomer, captain] = await Promise.all([
    signUp("customer"),
    signUp("customer"),
    signUp("provider"),
  ]);
  const email = `admin-${randomUUID()}@roadside.ae`;
  const { position } = await registerAccount(server.app.commands)(
    { name: "Ops Admin", email, phone: "+971 4 555 0100", password: PASSWORD, userType: "admin" },
    system(),
  );
  if (position) await server.app.runner.waitForPosition(position);
  admin = await server.signIn(email, PASSWORD);

  invoiceNumber = await issuedInvoiceFixture(server.app.commands.store, server.app.runner, {
    requestId: randomUUID(),
    customerId: customer.id,
    providerId: captain.id,
  });
}, 120_000);
afterAll(() => server?.close());

describe("GET /api/documents/{number}.pdf", () => {
  it("gives the customer their tax invoice as a PDF", async () => {
    const response = await download(customer.client, `/api/documents/${invoiceNumber}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.bytes);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(invoiceNumber);
    expect(text).toContain("TRN: 100123456700003");
    expect(text).toContain("Towing (starting price) 261.90 5 % 13.10 275.00");
    expect(text).toContain("Total incl. VAT AED 275.00");
  });

  it("gives it to admins", async () => {
    expect((await download(admin, `/api/documents/${invoiceNumber}.pdf`)).status).toBe(200);
  });

  it("answers 404 to another customer and the captain, as for a number never given", async () => {
    for (const client of [otherCustomer.client, captain.client]) {
      const response = await client.get(`/api/documents/${invoiceNumber}.pdf`);
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ error: `Document ${invoiceNumber} was not found` });
    }
    expect((await admin.get("/api/documents/INV-999999.pdf")).status).toBe(404);
  });

  it("401 without a session, 400 naming the field for what is no document number", async () => {
    expect((await server.anonymous.get(`/api/documents/${invoiceNumber}.pdf`)).status).toBe(401);
    const bad = await customer.client.get("/api/documents/receipt-1.pdf");
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("number");
  });
});

describe("GET /api/admin/payout-runs/{runId}/transfers.csv", () => {
  it("gives admins the run's bank transfer file; others 403", async () => {
    const runId = await preparedPayoutRunFixture(server.app.commands.store, {
      providerId: captain.id,
      accountName: "Omar Haddad, Trading",
    });
    const response = await admin.get(`/api/admin/payout-runs/${runId}/transfers.csv`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.body).toBe(
      `IBAN,Account name,Amount AED,Reference,Captain ID\r\nAE070331234567890123456,"Omar Haddad, Trading",400.00,Roadside payout 2025-03-03–2025-03-09,${captain.id}\r\n`,
    );
    expect((await captain.client.get(`/api/admin/payout-runs/${runId}/transfers.csv`)).status).toBe(403);
    expect((await admin.get(`/api/admin/payout-runs/${randomUUID()}/transfers.csv`)).status).toBe(404);
  });
});
