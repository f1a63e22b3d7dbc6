import type { KurrentDBClient } from "@kurrent/kurrentdb-client";
import type { Position } from "../../../domain/ports/eventStore";
import { serverFilterFor } from "./allStreamFilter";
import { readPositionFor } from "./positions";
import type { Feed } from "./subscriptionLoop";

/** A `subscribeToAll` call wrapped as the loop's Feed. */
export function openKurrentDbFeed(
  client: KurrentDBClient,
  after: Position | undefined,
  types: readonly string[] | undefined,
  batchSize: number | undefined,
): Feed {
  const subscription = client.subscribeToAll(
    { fromPosition: readPositionFor(after), filter: serverFilterFor(types) },
    // The subscription is a stream; its buffer is how far it reads ahead of the consumer.
    batchSize ? { highWaterMark: batchSize } : undefined,
  );
  let confirmed = false;
  let closed = false;
  subscription.once("confirmation", () => {
    confirmed = true;
  });
  // The client emits transport errors as "error" events; the iterator rethrows them to the loop,
  // but one arriving after the loop let go would otherwise be unhandled and crash the process.
  subscription.on("error", () => {});
  return {
    get confirmed() {
      return confirmed;
    },
    [Symbol.asyncIterator]: () => subscription[Symbol.asyncIterator](),
    close() {
      if (closed) return;
      closed = true;
      // unsubscribe() cancels the gRPC call; destroy() wakes an iterator waiting for the next
      // event, which a cancelled call does not always do by itself.
      subscription.unsubscribe().catch(() => {});
      subscription.destroy();
    },
  };
}
