import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { DEFAULT_SUPPORT_PHONE } from "../../domain/rules/statusText";
import type { Principal } from "../auth/principal";
import { sessionTokenFromCookieHeader } from "../auth/sessionCookie";
import { SESSION_ENDED_CLOSE_CODE, type SessionSockets } from "../auth/sessionSockets";
import type { SessionStore } from "../auth/sessionStore";
import { startChatNotifications } from "./chatNotifications";
import { LiveConnections } from "./liveConnections";
import { InboundFrame, type OutboundFrame } from "./liveFrames";
import type { LivePositions } from "./livePositions";
import { MinIntervalLimiter } from "./minIntervalLimiter";
import { startPositionRelay } from "./positionRelay";
import { startRequestNotifications } from "./requestNotifications";

export interface LiveChannelOptions {
  /** A device may report its position at most this often (spec §2.6 says every minute; maps animate faster). */
  locationIntervalMs: number;
  /** An unauthenticated socket is closed after this long. */
  authenticateWithinMs: number;
  /** Sockets that do not answer a ping within one interval are dropped. */
  heartbeatMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveChannelOptions = {
  locationIntervalMs: 1_000,
  authenticateWithinMs: 30_000,
  heartbeatMs: 30_000,
};

export interface LiveChannelDeps {
  sessions: SessionStore;
  bus: LiveBus;
  sql: Sql;
  positions: LivePositions;
  /** Closes this channel's sockets when their session ends. */
  sessionSockets: SessionSockets;
  log: { warn(details: object, message: string): void };
  options?: Partial<LiveChannelOptions>;
  /** The support line a customer is told to call when nobody took their request (default DEFAULT_SUPPORT_PHONE). */
  supportPhone?: string;
}

export interface LiveChannel {
  /** For the server's upgrade router: `/ws`. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Authenticated sockets on this node. */
  readonly connections: number;
  close(): Promise<void>;
}

/** Larger than any frame of spec §7; a client sending more is not one of ours. */
const MAX_FRAME_BYTES = 16 * 1024;

/**
 * The spec's `/ws` channel. The session cookie of the upgrade request says who may authenticate;
 * `{type: authenticate, userId}` must name that same user. Bad messages get an error frame and the
 * connection stays up (spec §8: the client only logs them).
 */
export function createLiveChannel(deps: LiveChannelDeps): LiveChannel {
  const options = { ...DEFAULT_LIVE_OPTIONS, ...deps.options };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new LiveConnections();
  const locationLimiter = new MinIntervalLimiter(options.locationIntervalMs);
  const alive = new WeakSet<WebSocket>();
  const onError = (error: unknown) => deps.log.warn({ err: error }, "live channel push failed");
  const stops = [
    startRequestNotifications({
      bus: deps.bus,
      sql: deps.sql,
      connections,
      onError,
      supportPhone: deps.supportPhone ?? DEFAULT_SUPPORT_PHONE,
    }),
    startChatNotifications({ bus: deps.bus, sql: deps.sql, connections, onError }),
    startPositionRelay({ positions: deps.positions, bus: deps.bus, sql: deps.sql, connections, onError }),
  ];

  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  function send(socket: WebSocket, frame: OutboundFrame) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }

  function onConnection(socket: WebSocket, session: Principal | null) {
    let principal: Principal | null = null;
    alive.add(socket);
    const deadline = setTimeout(() => {
      if (!principal) socket.close(1008, "authenticate first");
    }, options.authenticateWithinMs);
    deadline.unref();

    socket.on("pong", () => alive.add(socket));
    socket.on("error", (error) => deps.log.warn({ err: error }, "live socket error"));
    socket.on("close", () => {
      clearTimeout(deadline);
      connections.remove(socket);
    });
    socket.on("message", (data: RawData, isBinary: boolean) => {
      const frame = parseFrame(data, isBinary);
      if ("error" in frame) return send(socket, { type: "error", error: frame.error });
      switch (frame.type) {
        case "ping":
          return send(socket, { type: "pong" });
        case "authenticate": {
          if (!session)
            return send(socket, {
              type: "error",
              error: "authenticate: sign in first; this connection came without a valid session",
            });
          if (frame.userId !== session.userId)
            return send(socket, { type: "error", error: "authenticate: userId does not match your session" });
          if (!principal) connections.add(session, socket);
          principal = session;
          return send(socket, { type: "authenticated", userId: session.userId, userType: session.role });
        }
        case "location_update": {
          if (!principal)
            return send(socket, { type: "error", error: "location_update: authenticate first" });
          if (frame.userId !== principal.userId)
            return send(socket, {
              type: "error",
              error: "location_update: userId does not match your session",
            });
          if (frame.userType !== principal.role)
            return send(socket, {
              type: "error",
              error: `location_update: userType must be ${principal.role}`,
            });
          const waitMs = locationLimiter.take(principal.userId, Date.now());
          if (waitMs > 0)
            return send(socket, {
              type: "error",
              error: `location_update: at most one every ${options.locationIntervalMs / 1000} s`,
              retryAfterMs: waitMs,
            });
          deps.positions
            .report({
              userId: principal.userId,
              userType: frame.userType,
              latitude: frame.latitude,
              longitude: frame.longitude,
            })
            .catch(onError);
          return;
        }
      }
    });
  }

  return {
    handleUpgrade(request, socket, head) {
      const token = sessionTokenFromCookieHeader(request.headers.cookie);
      (token ? deps.sessions.principalOf(token) : Promise.resolve(null)).then(
        (session) =>
          wss.handleUpgrade(request, socket, head, (ws) => {
            if (token && session) {
              const forget = deps.sessionSockets.track(token, (closeReason) =>
                ws.close(SESSION_ENDED_CLOSE_CODE, closeReason ?? "session ended"),
              );
              ws.on("close", forget);
            }
            onConnection(ws, session);
          }),
        (error: unknown) => {
          deps.log.warn({ err: error }, "live channel session lookup failed");
          socket.destroy();
        },
      );
    },
    get connections() {
      return connections.size;
    },
    async close() {
      for (const stop of stops) stop();
      clearInterval(heartbeat);
      for (const socket of wss.clients) socket.close(1001, "server shutting down");
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const socket of wss.clients) socket.terminate();
    },
  };
}

function parseFrame(data: RawData, isBinary: boolean): InboundFrame | { error: string } {
  if (isBinary) return { error: "messages must be JSON text" };
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return { error: "message must be JSON" };
  }
  const parsed = InboundFrame.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  // The frame schemas put the field in their messages; zod's own say where.
  const path = issue.path.map(String).join(".");
  const message = issue.message.includes(":") || !path ? issue.message : `${path}: ${issue.message}`;
  return { error: typeof json === "object" && json !== null ? message : "message must be a JSON object" };
}
