import { describe, expect, it } from "vitest";
import { createInProcessLiveBus } from "../../infra/livebus/inProcessLiveBus";
import { announcingRevocations, SessionSockets } from "./sessionSockets";
import type { SessionStore } from "./sessionStore";
import { sessionTokenDigest } from "./sessionToken";

const TOKEN_A = "a".repeat(43);
const TOKEN_B = "b".repeat(43);

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
    // Every session this store knows belongs to the account asked about.
    revokeAllOf: async () => [TOKEN_A, TOKEN_B].map(sessionTokenDigest),
  };
}

describe("session sockets", () => {
  it("closes every socket of a revoked session and leaves other sessions open", async () => {
    const bus = createInProcessLiveBus();
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

  it("closes the sockets of every session an account-wide revocation ended", async () => {
    const bus = createInProcessLiveBus();
    const sockets = new SessionSockets(bus);
    const closed: string[] = [];
    sockets.track(TOKEN_A, () => closed.push("a"));
    sockets.track(TOKEN_B, () => closed.push("b"));

    await announcingRevocations(memoryStore(), bus).revokeAllOf("someone");

    await expect.poll(() => closed.sort()).toEqual(["a", "b"]);
    expect(sockets.size).toBe(0);
    sockets.stop();
  });

  it("forgets a socket that closed by itself", async () => {
    const bus = createInProcessLiveBus();
    const sockets = new SessionSockets(bus);
    const closed: string[] = [];
    const forget = sockets.track(TOKEN_A, () => closed.push("a"));
    forget();
    expect(sockets.size).toBe(0);
    // A later revocation of another session is the signal that A's was handled: the bus delivers in order.
    sockets.track(TOKEN_B, () => closed.push("b"));
    const revocations = announcingRevocations(memoryStore(), bus);
    await revocations.revoke(TOKEN_A);
    await revocations.revoke(TOKEN_B);
    await expect.poll(() => closed.includes("b")).toBe(true);
    expect(closed).toEqual(["b"]);
    sockets.stop();
  });
});
