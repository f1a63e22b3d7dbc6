import type { Duplex } from "node:stream";

/**
 * Concurrent WebSockets per client address: one address opening sockets without end would hold
 * a file descriptor, buffers and live-bus listeners for each. A socket counts until it closes.
 */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts `socket` against `address` until it closes; false (not counted) when the address is at the cap. */
  admit(address: string, socket: Duplex): boolean {
    const held = this.open.get(address) ?? 0;
    if (held >= this.max) return false;
    this.open.set(address, held + 1);
    socket.once("close", () => {
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
    return true;
  }

  held(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
