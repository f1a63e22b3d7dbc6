import { describe, expect, it } from "vitest";
import { ByteBoundedLru } from "./byteBoundedLru";

const sized = (bytes: number) => ({ bytes });

describe("ByteBoundedLru", () => {
  it("drops the least recently used values once over its byte budget", () => {
    const lru = new ByteBoundedLru<{ bytes: number }>(10);
    lru.set("a", sized(4));
    lru.set("b", sized(4));
    lru.get("a"); // a is now more recent than b
    lru.set("c", sized(4));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toEqual(sized(4));
    expect(lru.get("c")).toEqual(sized(4));
    expect(lru.bytes).toBe(8);
  });

  it("counts a replaced value once", () => {
    const lru = new ByteBoundedLru<{ bytes: number }>(10);
    lru.set("a", sized(6));
    lru.set("a", sized(3));
    expect(lru.bytes).toBe(3);
    expect(lru.size).toBe(1);
  });

  it("does not keep a value bigger than the whole budget", () => {
    const lru = new ByteBoundedLru<{ bytes: number }>(10);
    lru.set("a", sized(5));
    lru.set("huge", sized(11));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.get("a")).toEqual(sized(5));
  });

  it("forgets a deleted value and its bytes", () => {
    const lru = new ByteBoundedLru<{ bytes: number }>(10);
    lru.set("a", sized(5));
    lru.delete("a");
    expect(lru.get("a")).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });
});
