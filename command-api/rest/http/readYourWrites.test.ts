import { describe, expect, it } from "vitest";
import type { Position } from "../../../domain/ports/eventStore";
import { type PositionWaiter, readModelsReached } from "./readYourWrites";

const AT: Position = { commit: 7n, prepare: 3n };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A runner whose wait ends when the test says so, keeping the signal it was given. */
function manualRunner() {
  const runner = {
    signal: undefined as AbortSignal | undefined,
    reach: () => {},
    waitForPosition(_position: Position, options?: { signal?: AbortSignal }) {
      runner.signal = options?.signal;
      return new Promise<void>((resolve, reject) => {
        runner.reach = resolve;
        options?.signal?.addEventListener("abort", () => reject(options.signal?.reason), { once: true });
      });
    },
  };
  return runner satisfies PositionWaiter;
}

describe("readModelsReached", () => {
  it("is true once the read models reach the write, and leaves no timeout behind to fire", async () => {
    const runner = manualRunner();
    const reached = readModelsReached(runner, AT, ["request_history"], 30);
    runner.reach();
    expect(await reached).toBe(true);
    await sleep(60);
    expect(runner.signal?.aborted).toBe(false);
  });

  it("is false when they do not reach it in time", async () => {
    const runner = manualRunner();
    expect(await readModelsReached(runner, AT, ["request_history"], 20)).toBe(false);
    expect(runner.signal?.aborted).toBe(true);
  });

  it("is true at once for a write that appended nothing", async () => {
    expect(await readModelsReached(manualRunner(), null, ["request_history"], 20)).toBe(true);
  });
});
