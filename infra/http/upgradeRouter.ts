import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { OriginPolicy } from "./originPolicy";
import type { SocketsPerAddress } from "./socketsPerAddress";

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface UpgradeRouter {
  /** Hands upgrade requests for exactly this path to `handler` (e.g. `/ws`, `/graphql`). */
  route(path: string, handler: UpgradeHandler): void;
}

export interface UpgradeRouterOptions {
  onUpgrade?: (path: string, socket: Duplex) => void;
  /** Refuses (403) a handshake whose Origin is another site's: cross-site WebSocket hijacking. */
  origins?: OriginPolicy;
  /** Refuses (429) a handshake from an address already holding the most sockets it may. */
  perAddress?: { limit: SocketsPerAddress; addressOf(request: IncomingMessage): string };
}

/**
 * One HTTP server, several WebSocket servers: each takes the upgrades of its own path
 * (`new WebSocketServer({ noServer: true })`), anything else is refused with 404. Every path
 * passes the same checks first, so no WebSocket server can forget them.
 */
export function createUpgradeRouter(server: Server, options: UpgradeRouterOptions = {}): UpgradeRouter {
  const routes = new Map<string, UpgradeHandler>();
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? "/", "http://upgrade.invalid").pathname;
    const handler = routes.get(path);
    if (!handler) return refuse(socket, 404, "Not Found", `There is no WebSocket at ${path}`);
    const crossSite = options.origins?.refusesUpgrade(request.headers);
    if (crossSite) return refuse(socket, 403, "Forbidden", crossSite);
    const limit = options.perAddress;
    if (limit && !limit.limit.admit(limit.addressOf(request), socket)) {
      return refuse(
        socket,
        429,
        "Too Many Requests",
        `Too many open connections from your address (at most ${limit.limit.max}); close one and try again`,
      );
    }
    options.onUpgrade?.(path, socket);
    return handler(request, socket, head);
  });
  return {
    route(path, handler) {
      if (routes.has(path)) throw new Error(`an upgrade handler for ${path} is already registered`);
      routes.set(path, handler);
    },
  };
}

/** A plain HTTP answer on the raw socket, with the facade's JSON error body (spec §8). */
function refuse(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
