import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestIdOf } from "./requestIds";

const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("keeps the caller's id when it looks like one", () => {
    expect(requestIdOf(withHeaders({ "x-request-id": "lb-request-0001" }))).toBe("lb-request-0001");
    expect(requestIdOf(withHeaders({ "x-correlation-id": "corr:12345678" }))).toBe("corr:12345678");
  });

  it("mints distinct UUIDv7s otherwise, past a refill of the random pool", () => {
    const ids = Array.from({ length: 1000 }, () => requestIdOf(withHeaders({ "x-request-id": "bad id" })));
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    // Time-ordered to the millisecond: the first 48 bits never go back.
    const times = ids.map((id) => Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
