import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface UpgradeRouter {
  /** Hands upgrade requests for exactly this path to `handler` (e.g. `/ws`, `/graphql`). */
  route(path: string, handler: UpgradeHandler): void;
}

/**
 * One HTTP server, several WebSocket servers: each takes the upgrades of its own path
 * (`new WebSocketServer({ noServer: true })`), anything else is refused with 404.
 */
export function createUpgradeRouter(
  server: Server,
  options: { onUpgrade?: (path: string, socket: Duplex) => void } = {},
): UpgradeRouter {
  const routes = new Map<string, UpgradeHandler>();
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? "/", "http://upgrade.invalid").pathname;
    const handler = routes.get(path);
    if (handler) {
      options.onUpgrade?.(path, socket);
      return handler(request, socket, head);
    }
    socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  return {
    route(path, handler) {
      if (routes.has(path)) throw new Error(`an upgrade handler for ${path} is already registered`);
      routes.set(path, handler);
    },
  };
}
