import { describe, expect, it } from "vitest";
import type { AppendedToStream, EventStore } from "../../domain/ports/eventStore";
import { AppMetrics } from "./appMetrics";
import { instrumentedEventStore } from "./instrumentedEventStore";

function storeWithHints(): { store: EventStore; announce: (appended: AppendedToStream[]) => void } {
  const listeners = new Set<(appended: readonly AppendedToStream[]) => void>();
  const unused = () => Promise.reject(new Error("not used here"));
  const store: EventStore = {
    kind: "postgres",
    appendToStream: unused,
    readStream: unused,
    readAll: unused,
    readAllSettled: unused,
    subscribeAll: () => {
      throw new Error("not used here");
    },
    headPosition: unused,
    eventsBetween: () => 0,
    close: async () => {},
    onAppended(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const announce = (appended: AppendedToStream[]) => {
    for (const listener of listeners) listener(appended);
  };
  return { store, announce };
}

describe("instrumentedEventStore", () => {
  it("passes the store's append hints through, and their unsubscribe", () => {
    const { store, announce } = storeWithHints();
    const instrumented = instrumentedEventStore(
      store,
      new AppMetrics({ role: "all", projections: () => [] }),
    );
    const heard: AppendedToStream[] = [];
    const unsubscribe = instrumented.onAppended!((appended) => heard.push(...appended));
    announce([{ stream: "request-1", types: ["ServiceRequested"] }]);
    unsubscribe();
    announce([{ stream: "request-2", types: ["ServiceRequested"] }]);
    expect(heard.map((a) => a.stream)).toEqual(["request-1"]);
  });

  it("has no hints when the store has none", () => {
    const { store } = storeWithHints();
    const { onAppended: _none, ...withoutHints } = store;
    expect(
      instrumentedEventStore(withoutHints, new AppMetrics({ role: "all", projections: () => [] })).onAppended,
    ).toBeUndefined();
  });
});
