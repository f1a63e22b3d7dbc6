import { AccessDeniedError, type AllStreamResolvedEvent, UnavailableError } from "@kurrent/kurrentdb-client";
import { describe, expect, it, vi } from "vitest";
import type { Position, RecordedEvent } from "../../../domain/ports/eventStore";
import { UnreadableEventError } from "./eventMapping";
import {
  type Feed,
  type ResubscribingOptions,
  resubscribing,
  retryDelay,
  type SubscriptionDrop,
} from "./subscriptionLoop";
import { resolvedAt } from "./testResolvedEvents";

/** A feed step: an event, a transport failure, or waiting (as a live subscription does) until closed. */
type Step = AllStreamResolvedEvent | { fail: unknown } | "wait";

/** Plays a script as one subscription; running past its end is the server closing the stream. */
class ScriptedFeed implements Feed {
  closed = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly script: Step[],
    readonly confirmed = true,
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<AllStreamResolvedEvent> {
    for (const step of this.script) {
      if (this.closed) throw new Error("premature close");
      if (step === "wait") {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        throw new Error("premature close");
      }
      if ("fail" in step) throw step.fail;
      yield step;
    }
  }

  close(): void {
    this.closed = true;
    this.wake?.();
  }
}

const at = (n: bigint): Position => ({ commit: n, prepare: n });
const unavailable = () => new UnavailableError(undefined, "connection refused");

function run(feeds: ScriptedFeed[], options: Partial<ResubscribingOptions> = {}) {
  const controller = new AbortController();
  const drops: SubscriptionDrop[] = [];
  const open = vi.fn((_after: Position | undefined): Feed => {
    const feed = feeds.shift();
    if (!feed) throw new Error("the test opened more subscriptions than it scripted");
    return feed;
  });
  const events = resubscribing({
    after: undefined,
    types: undefined,
    signal: controller.signal,
    open,
    onError: (drop) => drops.push(drop),
    backoff: { initialMs: 1, maxMs: 4 },
    ...options,
  });
  /** Reads `count` events, then aborts and reads on until the iteration ends. */
  async function take(count: number): Promise<bigint[]> {
    const seen: RecordedEvent[] = [];
    for await (const event of events) {
      seen.push(event);
      if (seen.length === count) controller.abort();
    }
    return seen.map((event) => event.position.commit);
  }
  return { take, open, drops, controller, events };
}

describe("resubscribing", () => {
  it("starts after `after`: the event at that position is not delivered again", async () => {
    const { take, open } = run(
      [new ScriptedFeed([resolvedAt(100n), resolvedAt(200n), resolvedAt(300n), "wait"])],
      {
        after: at(100n),
      },
    );
    expect(await take(2)).toEqual([200n, 300n]);
    expect(open).toHaveBeenCalledWith(at(100n));
  });

  it("resumes after the last delivered event when the subscription drops, repeating nothing", async () => {
    const { take, open, drops } = run([
      new ScriptedFeed([resolvedAt(1n), resolvedAt(2n), { fail: unavailable() }]),
      // The new subscription starts at the resume position inclusively, so 2 comes again.
      new ScriptedFeed([resolvedAt(2n), resolvedAt(3n), "wait"]),
    ]);
    expect(await take(3)).toEqual([1n, 2n, 3n]);
    expect(open.mock.calls.map(([after]) => after)).toEqual([undefined, at(2n)]);
    expect(drops).toEqual([
      { error: expect.any(UnavailableError), attempt: 1, resumeAfter: at(2n), retryInMs: 1 },
    ]);
  });

  it("backs off further while the server stays away, and starts over once a subscription works", async () => {
    const { take, drops } = run([
      new ScriptedFeed([{ fail: unavailable() }], false),
      new ScriptedFeed([{ fail: unavailable() }], false),
      new ScriptedFeed([{ fail: unavailable() }], false),
      new ScriptedFeed([{ fail: unavailable() }], false),
      new ScriptedFeed([resolvedAt(1n), { fail: unavailable() }]),
      // Accepted by the server, then dropped before any event: the connection worked, so start over.
      new ScriptedFeed([{ fail: unavailable() }], true),
      new ScriptedFeed([resolvedAt(2n), "wait"]),
    ]);
    expect(await take(2)).toEqual([1n, 2n]);
    expect(drops.map((drop) => drop.retryInMs)).toEqual([1, 2, 4, 4, 1, 1]);
    expect(drops.map((drop) => drop.attempt)).toEqual([1, 2, 3, 4, 1, 1]);
  });

  it("treats the server ending the stream as a drop", async () => {
    const { take, drops } = run([
      new ScriptedFeed([resolvedAt(1n)]),
      new ScriptedFeed([resolvedAt(2n), "wait"]),
    ]);
    expect(await take(2)).toEqual([1n, 2n]);
    expect(drops).toHaveLength(1);
    expect(String(drops[0]?.error)).toMatch(/ended the \$all subscription/);
  });

  it("delivers only the asked-for types", async () => {
    const { take } = run(
      [
        new ScriptedFeed([
          resolvedAt(1n, { type: "A" }),
          resolvedAt(2n, { type: "B" }),
          resolvedAt(3n, { type: "A" }),
          "wait",
        ]),
      ],
      { types: ["A"] },
    );
    expect(await take(2)).toEqual([1n, 3n]);
  });

  it("skips KurrentDB's system events", async () => {
    const { take } = run([
      new ScriptedFeed([
        resolvedAt(1n, { type: "$UserCreated", streamId: "$users" }),
        resolvedAt(2n),
        "wait",
      ]),
    ]);
    expect(await take(1)).toEqual([2n]);
  });

  it("ends with the error when retrying cannot help: access denied", async () => {
    const denied = new AccessDeniedError(undefined, "access denied");
    const { take, drops } = run([new ScriptedFeed([{ fail: denied }])]);
    await expect(take(1)).rejects.toBe(denied);
    expect(drops).toEqual([]);
  });

  it("ends with the error when a record is not ours, instead of replaying it forever", async () => {
    const { take } = run([new ScriptedFeed([resolvedAt(1n, { metadata: undefined })])]);
    await expect(take(1)).rejects.toThrow(UnreadableEventError);
  });

  it("ends promptly when aborted during a backoff", async () => {
    const { events, controller } = run([new ScriptedFeed([{ fail: unavailable() }])], {
      backoff: { initialMs: 60_000, maxMs: 60_000 },
      onError: () => controller.abort(),
    });
    const seen: RecordedEvent[] = [];
    for await (const event of events) seen.push(event);
    expect(seen).toEqual([]);
  });

  it("closes the subscription when the consumer stops early", async () => {
    const feed = new ScriptedFeed([resolvedAt(1n), resolvedAt(2n), "wait"]);
    const { events } = run([feed]);
    for await (const _ of events) break;
    expect(feed.closed).toBe(true);
  });
});

describe("retryDelay", () => {
  it("doubles from the initial delay up to the cap", () => {
    const backoff = { initialMs: 250, maxMs: 10_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelay(attempt, backoff))).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
