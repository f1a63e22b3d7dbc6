import WebSocket from "ws";

/** A frame the server sent on /ws, with when it arrived (ms, Date.now()). */
export interface ReceivedFrame {
  type: string;
  receivedAt: number;
  [key: string]: unknown;
}

interface Waiter {
  match: (frame: ReceivedFrame) => boolean;
  resolve: (frame: ReceivedFrame | undefined) => void;
  timer: NodeJS.Timeout;
}

/**
 * A device on the spec's /ws channel, as the web app holds one: connected with the session cookie,
 * authenticated as its user, then listening. `expect(match)` registers interest before the action
 * that should cause the frame, so a fast answer is never missed. `error` frames and an unexpected
 * close are the channel's error answers: handed to `onProblem`.
 */
export class LiveSocket {
  private readonly waiters = new Set<Waiter>();
  /** The last frames received, for `expect(…, since)`: a frame may come before its cause's answer. */
  private readonly recent: ReceivedFrame[] = [];
  private closing = false;
  private constructor(
    private readonly socket: WebSocket,
    private readonly onProblem: (what: string) => void,
  ) {}

  static async open(options: {
    url: string;
    cookie: string;
    userId: string;
    onProblem: (what: string) => void;
  }): Promise<LiveSocket> {
    const socket = new WebSocket(`${options.url.replace(/^http/, "ws")}/ws`, {
      headers: { cookie: options.cookie },
    });
    const live = new LiveSocket(socket, options.onProblem);
    socket.on("message", (data) => live.receive(data.toString()));
    socket.on("close", (code, reason) => {
      if (!live.closing) options.onProblem(`/ws closed by the server (${code} ${reason.toString()})`);
    });
    socket.on("error", (error) => {
      if (!live.closing) options.onProblem(`/ws error: ${error.message}`);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    const authenticated = live.expect((f) => f.type === "authenticated", 30_000);
    socket.send(JSON.stringify({ type: "authenticate", userId: options.userId }));
    if (!(await authenticated)) throw new Error(`/ws: ${options.userId} was not authenticated within 30 s`);
    return live;
  }

  /**
   * Resolves with the first frame from now on (or received since `since`, ms) that matches, or
   * undefined after `withinMs`.
   */
  expect(
    match: (frame: ReceivedFrame) => boolean,
    withinMs: number,
    since?: number,
  ): Promise<ReceivedFrame | undefined> {
    if (since !== undefined) {
      const already = this.recent.find((f) => f.receivedAt >= since && match(f));
      if (already) return Promise.resolve(already);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        match,
        resolve,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          resolve(undefined);
        }, withinMs),
      };
      this.waiters.add(waiter);
    });
  }

  send(frame: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  close(): void {
    this.closing = true;
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(undefined);
    }
    this.waiters.clear();
    this.socket.close(1000, "drill over");
  }

  private receive(text: string): void {
    let frame: ReceivedFrame;
    try {
      frame = { ...(JSON.parse(text) as { type: string }), receivedAt: Date.now() };
    } catch {
      this.onProblem(`/ws sent something that is not JSON: ${text.slice(0, 80)}`);
      return;
    }
    if (frame.type === "error") this.onProblem(`/ws error frame: ${String(frame.error)}`);
    this.recent.push(frame);
    if (this.recent.length > 200) this.recent.shift();
    for (const waiter of [...this.waiters])
      if (waiter.match(frame)) {
        this.waiters.delete(waiter);
        clearTimeout(waiter.timer);
        waiter.resolve(frame);
      }
  }
}
