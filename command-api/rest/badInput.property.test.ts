import { readdir } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparePositions, formatPosition, type Position } from "../../domain/ports/eventStore";
import type { ApiClient } from "./testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { OMIT, type TargetIds, WRITE_TARGETS, type WriteTarget } from "./testing/badInputTargets";
import { READ_TARGETS } from "./testing/badQueryTargets";
import { bookingPayload, DEMO } from "./testing/demoActors";
import { multipartBody } from "./testing/multipartBody";

/**
 * ≥ 5,000 generated bad and edge-case inputs thrown at every write path: none may answer 5xx or
 * append an event, and the server must still serve a good request afterwards.
 */
const RUNS = 5_200;
/** Malformed cursors, limits and filters on the paged reads (a bad cursor once answered 500). */
const READ_RUNS = 800;

/** Plain data only, so a failing case prints readably. */
interface BadCase {
  target: string;
  as: WriteTarget["as"];
  method: string;
  url: string;
  body?: unknown;
  raw?: { payload: string | Buffer; contentType: string };
  describe: string;
}

let server: ApiTestServer;
let clients: Record<WriteTarget["as"], ApiClient>;
let ids: TargetIds;

beforeAll(async () => {
  server = await startApiTestServer();
  const [customer, provider] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.provider.email),
  ]);
  clients = { anonymous: server.anonymous, customer, provider };
  const book = async () => (await customer.post<{ id: string }>("/api/requests", bookingPayload())).json.id;
  // The completed job first: a captain holds one job at a time, and a second accept refused would
  // set dispatch re-offering that request while the cases run, appending events of its own.
  const completed = await book();
  for (const status of ["accepted", "in-progress", "completed"]) {
    const changed = await provider.patch(`/api/requests/${completed}`, { status });
    if (changed.status !== 200)
      throw new Error(`setup: ${status} answered ${changed.status} ${changed.body}`);
  }
  const accepted = await book();
  const taken = await provider.patch(`/api/requests/${accepted}`, { status: "accepted" });
  if (taken.status !== 200) throw new Error(`setup: accept answered ${taken.status} ${taken.body}`);
  const message = await customer.post<{ id: string }>(`/api/chat/${accepted}`, {
    senderId: DEMO.customer.id,
    receiverId: DEMO.provider.id,
    content: "hello",
  });
  ids = { accepted, completed, messageToProvider: message.json.id };
});
afterAll(() => server?.close());

/** One field of a valid body replaced by a value it must refuse (or left out). */
function brokenField(target: WriteTarget): fc.Arbitrary<BadCase> | null {
  const fields = Object.entries(target.breakers);
  if (fields.length === 0) return null;
  return fc.oneof(
    ...fields.map(([field, breaker]) =>
      breaker.map((value): BadCase => {
        const body: Record<string, unknown> = { ...target.template(ids) };
        if (value === OMIT) delete body[field];
        else body[field] = value;
        const describe = `${field}=${String(value).slice(0, 40)}`;
        const base = { target: target.name, as: target.as, method: target.method, url: target.url(ids) };
        if (!target.multipartFile) return { ...base, body, describe };
        const form = multipartBody(body as Record<string, string>, target.multipartFile);
        return { ...base, raw: { payload: form.payload, contentType: form.contentType }, describe };
      }),
    ),
  );
}

function wholeBodyJunk(target: WriteTarget): fc.Arbitrary<BadCase> {
  const base = { target: target.name, as: target.as, method: target.method, url: target.url(ids) };
  return fc.oneof(
    fc
      .oneof(
        fc.string(),
        fc.integer(),
        fc.constant(null),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
        fc.boolean(),
      )
      .map((body): BadCase => ({ ...base, body, describe: `body=${JSON.stringify(body)?.slice(0, 40)}` })),
    fc.string({ maxLength: 60 }).map(
      (payload): BadCase => ({
        ...base,
        raw: { payload: `{${payload}`, contentType: "application/json" },
        describe: `raw json {${payload.slice(0, 40)}`,
      }),
    ),
    fc.string({ maxLength: 60 }).map(
      (payload): BadCase => ({
        ...base,
        raw: { payload, contentType: "text/plain" },
        describe: "text/plain body",
      }),
    ),
    fc.uint8Array({ maxLength: 200 }).map((bytes): BadCase => {
      const form = multipartBody(
        { junk: "1" },
        {
          field: "file",
          name: "x.bin",
          type: "image/png",
          content: Buffer.concat([Buffer.from("X"), Buffer.from(bytes)]),
        },
      );
      return {
        ...base,
        raw: { payload: form.payload, contentType: form.contentType },
        describe: "multipart non-image",
      };
    }),
    fc.string({ maxLength: 80 }).map(
      (junk): BadCase => ({
        ...base,
        raw: { payload: `--b\r\n${junk}`, contentType: "multipart/form-data; boundary=b" },
        describe: "malformed multipart",
      }),
    ),
  );
}

function pathJunk(target: WriteTarget): fc.Arbitrary<BadCase> | null {
  if (!target.pathJunk) return null;
  const junk = fc.oneof(
    fc.string({ minLength: 1, maxLength: 80 }),
    fc.uuid(),
    fc.constant(".."),
    fc.constant("%00"),
    fc.constant("a".repeat(300)),
  );
  return junk.map(
    (value): BadCase => ({
      target: target.name,
      as: target.as,
      method: target.method,
      url: target.pathJunk!(encodeURIComponent(value), ids),
      body: target.method === "DELETE" ? undefined : target.template(ids),
      describe: `path junk ${value.slice(0, 40)}`,
    }),
  );
}

const badCase = () =>
  fc.oneof(
    ...WRITE_TARGETS.flatMap((target) =>
      [brokenField(target), wholeBodyJunk(target), pathJunk(target)].filter(
        (arbitrary): arbitrary is fc.Arbitrary<BadCase> => arbitrary !== null,
      ),
    ),
  );

async function head(): Promise<Position> {
  return server.app.backend.store.headPosition();
}

describe("bad input on every write path", () => {
  it(`${RUNS} generated cases: never a 5xx, never an event`, async () => {
    const before = await head();
    const statuses = new Map<number, number>();
    const perTarget = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(badCase(), async (c) => {
        const client = clients[c.as];
        const response = c.raw
          ? await client.send(c.method as "POST", c.url, undefined, {
              rawPayload: c.raw.payload,
              headers: { "content-type": c.raw.contentType },
            })
          : await client.send(c.method as "POST", c.url, c.body);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        perTarget.set(c.target, (perTarget.get(c.target) ?? 0) + 1);
        const where = `${c.target} ${c.method} ${c.url} (${c.describe}) → ${response.status} ${response.body.slice(0, 200)}`;
        expect(response.status, where).toBeLessThan(500);
        expect(response.status, where).toBeGreaterThanOrEqual(200);
        const now = await head();
        expect(comparePositions(now, before), `${where}: appended up to ${formatPosition(now)}`).toBe(0);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Mostly refusals; the odd 200 is a no-op (an edit that changes nothing).
    const refused = [...statuses].filter(([status]) => status >= 400).reduce((n, [, count]) => n + count, 0);
    expect(refused).toBeGreaterThan(RUNS * 0.95);
    // Every write path had its share, not just the run as a whole.
    const thin = WRITE_TARGETS.filter((t) => (perTarget.get(t.name) ?? 0) < 100).map((t) => t.name);
    expect(thin).toEqual([]);
  }, 600_000);

  it(`${READ_RUNS} generated query parameters on the read paths: each a 400 naming the parameter`, async () => {
    const perTarget = new Map<string, number>();
    const badQuery = fc.oneof(
      ...READ_TARGETS.flatMap((target) =>
        Object.entries(target.breakers).map(([parameter, breaker]) =>
          breaker.map((value) => ({ target, parameter, value })),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(badQuery, async ({ target, parameter, value }) => {
        const url = `${target.url(ids)}?${new URLSearchParams({ [parameter]: value })}`;
        const response = await clients[target.as].get<{ field?: string }>(url);
        perTarget.set(target.name, (perTarget.get(target.name) ?? 0) + 1);
        const where = `${target.name} GET ${url} → ${response.status} ${response.body.slice(0, 200)}`;
        expect(response.status, where).toBe(400);
        expect(response.json.field, where).toBe(parameter);
      }),
      { numRuns: READ_RUNS, endOnFailure: true },
    );
    const thin = READ_TARGETS.filter((t) => (perTarget.get(t.name) ?? 0) < 50).map((t) => t.name);
    expect(thin).toEqual([]);
  }, 300_000);

  it("a NUL character in any string field or path id: a 400 naming it, never a 500 or an event", async () => {
    const before = await head();
    const cases = WRITE_TARGETS.filter(
      // Multipart paths: a JSON body is refused (415) before any field is read.
      (target) => !target.multipartFile && !target.name.endsWith("as JSON"),
    ).flatMap((target) => {
      const template = target.template(ids);
      const fields = Object.keys(template).filter((key) => typeof template[key] === "string");
      return fields.map((field) => ({ target, field }));
    });
    expect(cases.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases),
        fc.string({ maxLength: 10 }),
        async ({ target, field }, prefix) => {
          const body = { ...target.template(ids), [field]: `${prefix}\u0000x` };
          const response = await clients[target.as].send(target.method as "POST", target.url(ids), body);
          const where = `${target.name} ${field} → ${response.status} ${response.body.slice(0, 200)}`;
          expect(response.status, where).toBe(400);
          expect(response.json, where).toMatchObject({ field });
        },
      ),
      { numRuns: 60 },
    );
    const inPath = await clients.customer.send("GET", "/api/chat/a%00b");
    expect(inPath.status).toBe(400);
    expect(comparePositions(await head(), before)).toBe(0);
  }, 300_000);

  it("keeps no file of a refused upload", async () => {
    const filesUnder = async (dir: string) =>
      (await readdir(join(server.dataDir, dir), { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    expect(await filesUnder("photos")).toEqual([]);
    expect(await filesUnder("chat")).toEqual([]);
    expect(await filesUnder("tmp")).toEqual([]);
  });

  it("leaves the server healthy: /healthz and a good booking still work", async () => {
    const health = await server.app.http.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    const booked = await clients.customer.post("/api/requests", bookingPayload());
    expect(booked.status).toBe(201);
  });
});
