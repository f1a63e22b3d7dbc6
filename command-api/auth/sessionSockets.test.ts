import { describe, expect, it } from "vitest";
import type { LiveBus } from "../../domain/ports/liveBus";
import { announcingRevocations, SessionSockets } from "./sessionSockets";
import type { SessionStore } from "./sessionStore";

const TOKEN_A = "a".repeat(43);
const TOKEN_B = "b".repeat(43);

/** Delivers synchronously to this process's handlers, as one node's bus does. */
function localBus(): LiveBus {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    async publish({ topic, payload }) {
      for (const handler of handlers.get(topic) ?? []) handler(payload);
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => set.delete(handler);
    },
  };
}

function memoryStore(): SessionStore & { revoked: string[] } {
  const revoked: string[] = [];
  return {
    revoked,
    issue: async () => {
      throw new Error("not used");
    },
    principalOf: async () => null,
    revoke: async (token) => {
      revoked.push(token);
    },
  };
}

describe("session sockets", () => {
  it("closes every socket of a revoked session and leaves other sessions open", async () => {
    const bus = localBus();
    const sockets = new SessionSockets(bus);
    const closed: string[] = [];
    sockets.track(TOKEN_A, () => closed.push("a1"));
    sockets.track(TOKEN_A, () => closed.push("a2"));
    sockets.track(TOKEN_B, () => closed.push("b"));
    const store = memoryStore();

    await announcingRevocations(store, bus).revoke(TOKEN_A);

    expect(store.revoked).toEqual([TOKEN_A]);
    await expect.poll(() => closed.sort()).toEqual(["a1", "a2"]);
    expect(sockets.size).toBe(1);
    sockets.stop();
  });

  it("forgets a socket that closed by itself", async () => {
    const bus = localBus();
    const sockets = new SessionSockets(bus);
    const closed: string[] = [];
    const forget = sockets.track(TOKEN_A, () => closed.push("a"));
    forget();
    expect(sockets.size).toBe(0);
    await announcingRevocations(memoryStore(), bus).revoke(TOKEN_A);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toEqual([]);
    sockets.stop();
  });
});
