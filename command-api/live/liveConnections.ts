import type { WebSocket } from "ws";
import type { Principal } from "../auth/principal";
import type { OutboundFrame } from "./liveFrames";

/** The authenticated sockets of this node, by user: a user may have several tabs and devices. */
export class LiveConnections {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly principals = new WeakMap<WebSocket, Principal>();

  add(principal: Principal, socket: WebSocket): void {
    let sockets = this.byUser.get(principal.userId);
    if (!sockets) {
      sockets = new Set();
      this.byUser.set(principal.userId, sockets);
    }
    sockets.add(socket);
    this.principals.set(socket, principal);
  }

  remove(socket: WebSocket): void {
    const principal = this.principals.get(socket);
    if (!principal) return;
    const sockets = this.byUser.get(principal.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUser.delete(principal.userId);
  }

  principalOf(socket: WebSocket): Principal | undefined {
    return this.principals.get(socket);
  }

  isConnected(userId: string): boolean {
    return this.byUser.has(userId);
  }

  get isEmpty(): boolean {
    return this.byUser.size === 0;
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  /** Serialised once, whatever the number of sockets. */
  send(userIds: Iterable<string>, frame: OutboundFrame): void {
    let text: string | undefined;
    for (const userId of new Set(userIds)) {
      for (const socket of this.byUser.get(userId) ?? []) {
        text ??= JSON.stringify(frame);
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }
}
