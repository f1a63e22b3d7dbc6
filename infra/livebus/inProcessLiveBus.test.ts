import { describe, expect, it } from "vitest";
import { createInProcessLiveBus } from "./inProcessLiveBus";

describe("in-process live bus", () => {
  it("delivers a message to every subscriber of its topic, and only to them", async () => {
    const bus = createInProcessLiveBus();
    const seen: string[] = [];
    bus.subscribe("a", (p) => seen.push(`1:${String(p)}`));
    bus.subscribe("a", (p) => seen.push(`2:${String(p)}`));
    bus.subscribe("b", (p) => seen.push(`b:${String(p)}`));
    await bus.publish({ topic: "a", payload: "x" });
    expect(seen).toEqual(["1:x", "2:x"]);
  });

  it("stops delivering after unsubscribe, even when one function subscribed twice", async () => {
    const bus = createInProcessLiveBus();
    const seen: unknown[] = [];
    const handler = (p: unknown) => seen.push(p);
    const first = bus.subscribe("t", handler);
    bus.subscribe("t", handler);
    first();
    await bus.publish({ topic: "t", payload: 1 });
    expect(seen).toEqual([1]);
  });

  it("keeps delivering to the others when a handler throws, and reports the error", async () => {
    const errors: unknown[] = [];
    const bus = createInProcessLiveBus({ onHandlerError: (e) => errors.push(e) });
    const seen: unknown[] = [];
    bus.subscribe("t", () => {
      throw new Error("boom");
    });
    bus.subscribe("t", (p) => seen.push(p));
    await bus.publish({ topic: "t", payload: 2 });
    expect(seen).toEqual([2]);
    expect(errors).toHaveLength(1);
  });
});
