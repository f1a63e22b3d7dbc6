import { validate, version } from "uuid";
import { describe, expect, it } from "vitest";
import { uuidV7Ids } from "./uuidV7Ids";

describe("uuidV7Ids", () => {
  it("gives valid, distinct v7 ids that sort in the order they were made, many within a millisecond", () => {
    const ids = Array.from({ length: 20_000 }, () => uuidV7Ids.next());
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it("carries the time of making in its first 48 bits", () => {
    const before = Date.now();
    const id = uuidV7Ids.next();
    const ms = Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });
});
