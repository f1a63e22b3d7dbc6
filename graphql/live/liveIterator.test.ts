import { describe, expect, it } from "vitest";
import { DomainError } from "../../domain/shared/domainError";
import { userError } from "../errors/graphqlErrors";
import { SubscriptionEnded } from "./accessEnded";
import { liveIterator } from "./liveIterator";

/** A push source the test drives by hand. */
function handSource<T>() {
  let push: (value: T) => void = () => {};
  let stopped = false;
  return {
    source: (pushTo: (value: T) => void) => {
      push = pushTo;
      return () => {
        stopped = true;
      };
    },
    push: (value: T) => push(value),
    stopped: () => stopped,
  };
}

describe("liveIterator", () => {
  it("drops what the filter refuses before it is queued or mapped, so others' values never crowd the queue", async () => {
    const hand = handSource<{ id: string; n: number }>();
    const mapped: number[] = [];
    const iterator = liveIterator(hand.source, {
      filter: (value) => value.id === "mine",
      map: (value) => {
        mapped.push(value.n);
        return value.n;
      },
      maxQueued: 2,
      onError: (error) => {
        throw error;
      },
    });
    hand.push({ id: "mine", n: 1 });
    for (let n = 100; n < 110; n++) hand.push({ id: "theirs", n });
    hand.push({ id: "mine", n: 2 });
    expect((await iterator.next()).value).toBe(1);
    expect((await iterator.next()).value).toBe(2);
    expect(mapped).toEqual([1, 2]);
    await iterator.return?.();
    expect(hand.stopped()).toBe(true);
  });

  it("without a filter, maps every value in order and skips those mapped to undefined", async () => {
    const hand = handSource<number>();
    const iterator = liveIterator(hand.source, {
      map: (value) => (value % 2 === 0 ? value : undefined),
      onError: (error) => {
        throw error;
      },
    });
    for (const n of [1, 2, 3, 4]) hand.push(n);
    expect((await iterator.next()).value).toBe(2);
    expect((await iterator.next()).value).toBe(4);
    await iterator.return?.();
  });
});

describe("liveIterator when access ends", () => {
  it("a map that throws SubscriptionEnded rejects the pending next() with its error, detaches and ends", async () => {
    const hand = handSource<number>();
    let closed = 0;
    const iterator = liveIterator(hand.source, {
      map: (value) => {
        if (value < 0)
          throw new SubscriptionEnded(
            userError(
              new DomainError("forbidden", "subscription.accessEnded", { resource: "Request", id: "r1" }),
            ),
          );
        return value;
      },
      onClose: () => closed++,
      onError: (error) => {
        throw error;
      },
    });
    hand.push(1);
    expect((await iterator.next()).value).toBe(1);
    hand.push(-1);
    hand.push(2);
    await expect(iterator.next()).rejects.toMatchObject({
      message: "Request r1: you no longer have access to it, so this subscription has ended",
      extensions: {
        code: "FORBIDDEN",
        reason: "subscription.accessEnded",
        params: { resource: "Request", id: "r1" },
      },
    });
    expect(hand.stopped()).toBe(true);
    expect(closed).toBe(1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });
});
