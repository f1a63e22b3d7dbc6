import type { ReadableOptions } from "node:stream";
import {
  type AllStreamResolvedEvent,
  excludeSystemEvents,
  type KurrentDBClient,
  type SubscribeToAllOptions,
} from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { serverFilterFor } from "./allStreamFilter";
import { FakeSubscription } from "./fakeKurrentDbClient";
import { openKurrentDbFeed } from "./kurrentDbFeed";
import { resolvedAt } from "./testResolvedEvents";

function fakeClient() {
  const calls: SubscribeToAllOptions[] = [];
  let last: FakeSubscription | undefined;
  const client = {
    subscribeToAll(options: SubscribeToAllOptions, readableOptions?: ReadableOptions) {
      calls.push(options);
      last = new FakeSubscription(readableOptions);
      return last;
    },
  } as unknown as KurrentDBClient;
  return { client, calls, subscription: () => last! };
}

describe("openKurrentDbFeed", () => {
  it("subscribes from the start, without system events, when there is nothing to resume", () => {
    const { client, calls } = fakeClient();
    openKurrentDbFeed(client, undefined, undefined, undefined);
    expect(calls).toEqual([{ fromPosition: "start", filter: excludeSystemEvents() }]);
  });

  it("subscribes from the resume position, filtered by type, reading ahead by the batch size", () => {
    const { client, calls, subscription } = fakeClient();
    openKurrentDbFeed(client, { commit: 42n, prepare: 42n }, ["A"], 500);
    expect(calls).toEqual([{ fromPosition: { commit: 42n, prepare: 42n }, filter: serverFilterFor(["A"]) }]);
    expect(subscription().readableOptions).toEqual({ highWaterMark: 500 });
  });

  it("hands out the subscription's events and knows when the server confirmed it", async () => {
    const { client, subscription } = fakeClient();
    const feed = openKurrentDbFeed(client, undefined, undefined, undefined);
    const events = feed[Symbol.asyncIterator]();
    expect(feed.confirmed).toBe(false);
    subscription().emit("confirmation");
    subscription().write(resolvedAt(1n));
    expect(((await events.next()).value as AllStreamResolvedEvent).commitPosition).toBe(1n);
    expect(feed.confirmed).toBe(true);
  });

  it("rethrows a transport error to the reader", async () => {
    const { client, subscription } = fakeClient();
    const events = openKurrentDbFeed(client, undefined, undefined, undefined)[Symbol.asyncIterator]();
    const next = events.next();
    subscription().emit("error", new Error("UNAVAILABLE"));
    await expect(next).rejects.toThrow("UNAVAILABLE");
  });

  it("close() cancels the call and wakes a reader waiting for the next event", async () => {
    const { client, subscription } = fakeClient();
    const feed = openKurrentDbFeed(client, undefined, undefined, undefined);
    const next = feed[Symbol.asyncIterator]().next();
    feed.close();
    feed.close();
    // Settling at all is the point (ended or failed, the loop handles both); hanging fails by timeout.
    await next.catch(() => undefined);
    expect(subscription().unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("survives an error the client emits after the reader let go", () => {
    const { client, subscription } = fakeClient();
    openKurrentDbFeed(client, undefined, undefined, undefined).close();
    expect(() => subscription().emit("error", new Error("late"))).not.toThrow();
  });
});
