import { describe, expect, it } from "vitest";
import { createNewEventsSignal } from "./newEventsSignal";

describe("new-events signal", () => {
  it("wakes a waiter that saw an older generation, even if the bump came before it waited", async () => {
    const signal = createNewEventsSignal();
    const seen = signal.generation();
    signal.bump();
    await signal.waitBeyond(seen, new AbortController().signal, 60_000);
    expect(signal.generation()).toBe(seen + 1);
  });

  it("wakes every waiter on a bump", async () => {
    const signal = createNewEventsSignal();
    const never = new AbortController().signal;
    const waits = [signal.waitBeyond(0, never, 60_000), signal.waitBeyond(0, never, 60_000)];
    signal.bump();
    await Promise.all(waits);
  });

  it("gives up waiting after the timeout (a safety net) and rejects when aborted", async () => {
    const signal = createNewEventsSignal();
    await signal.waitBeyond(0, new AbortController().signal, 5);
    const stop = new AbortController();
    const waiting = signal.waitBeyond(0, stop.signal, 60_000);
    stop.abort(new Error("stopping"));
    await expect(waiting).rejects.toThrow("stopping");
  });
});
