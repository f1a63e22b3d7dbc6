import { randomBytes } from "node:crypto";
import type { WebSocket } from "ws";

/**
 * A JSON value serialised once and sent to many subscribers as the same bytes (DESIGN "Fleet fan-out
 * cost"). graphql-ws stringifies each message per subscriber; this value stringifies to a short marker
 * instead, and `sendSharedJsonRaw` (installed on every GraphQL socket) splices the shared bytes in its
 * place, so the client receives ordinary JSON and the server does a memcpy per subscriber, not a stringify.
 */
export class SharedJson {
  private static next = 0;
  private static readonly live = new Map<string, SharedJson>();
  /** How long a value stays resolvable after it was made: far longer than any send takes. */
  private static readonly ttlMs = 30_000;

  readonly marker: string;
  readonly bytes: Buffer;

  constructor(value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value));
    this.marker = `\u0000${MARKER_PREFIX}${++SharedJson.next}`;
    SharedJson.live.set(this.marker, this);
    setTimeout(() => SharedJson.live.delete(this.marker), SharedJson.ttlMs).unref();
  }

  toJSON(): string {
    return this.marker;
  }

  /** The value behind a marker as JSON.stringify writes it (quoted, with \u0000 escaped), or undefined. */
  static find(text: string): { value: SharedJson; start: number; end: number } | undefined {
    const start = text.indexOf(QUOTED_PREFIX);
    if (start < 0) return undefined;
    const end = text.indexOf('"', start + QUOTED_PREFIX.length);
    if (end < 0) return undefined;
    const marker = `\u0000${text.slice(start + 2 + ESCAPED_NUL.length, end)}`;
    const value = SharedJson.live.get(marker);
    return value ? { value, start, end: end + 1 } : undefined;
  }
}

/**
 * Markers carry a random per-process nonce: a user's own text (a chat message with a NUL in it) can
 * never name a shared value and have it spliced into what someone else receives.
 */
const MARKER_PREFIX = `shared-json:${randomBytes(16).toString("hex")}:`;
const ESCAPED_NUL = "u0000";
const QUOTED_PREFIX = `"\\${ESCAPED_NUL}${MARKER_PREFIX}`;

/** Wraps the socket's `send` so messages carrying a SharedJson marker go out with its bytes spliced in. */
export function sendSharedJsonRaw(socket: WebSocket): void {
  const send = socket.send.bind(socket) as (data: string | Buffer, ...rest: unknown[]) => void;
  const patched = (data: unknown, ...rest: unknown[]) => {
    const found = typeof data === "string" ? SharedJson.find(data) : undefined;
    if (!found || typeof data !== "string") return send(data as string, ...rest);
    const bytes = Buffer.concat([
      Buffer.from(data.slice(0, found.start)),
      found.value.bytes,
      Buffer.from(data.slice(found.end)),
    ]);
    // A Buffer would go out as a binary frame by default; graphql-ws clients expect text.
    const callback = rest.find((arg) => typeof arg === "function");
    return send(bytes, { binary: false }, callback);
  };
  socket.send = patched as WebSocket["send"];
}
