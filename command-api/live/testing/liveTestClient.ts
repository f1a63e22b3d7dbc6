import WebSocket from "ws";

export interface Frame {
  type: string;
  [key: string]: unknown;
}

/** A /ws client for tests: collects frames and waits for the one a test expects. */
export class LiveTestClient {
  private readonly frames: Frame[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      for (const wake of this.waiters) wake();
    });
  }

  static async connect(baseUrl: string, cookie?: string): Promise<LiveTestClient> {
    const socket = new WebSocket(
      `${baseUrl.replace(/^http/, "ws")}/ws`,
      cookie ? { headers: { cookie } } : {},
    );
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new LiveTestClient(socket);
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The first frame (received so far or later) that matches; it is consumed. */
  next(match: (frame: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const index = this.frames.findIndex(match);
        if (index < 0) return false;
        const [frame] = this.frames.splice(index, 1);
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(frame!);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(
          new Error(
            `no matching frame within ${timeoutMs} ms; received: ${JSON.stringify(this.frames).slice(0, 500)}`,
          ),
        );
      }, timeoutMs);
      if (!check()) this.waiters.add(wake);
    });
  }

  nextOfType(type: string, timeoutMs?: number): Promise<Frame> {
    return this.next((frame) => frame.type === type, timeoutMs);
  }

  /** Authenticates as `userId` and waits for the answer. */
  async authenticate(userId: string): Promise<Frame> {
    this.send({ type: "authenticate", userId });
    return this.next((frame) => frame.type === "authenticated" || frame.type === "error");
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once("close", () => resolve());
      this.socket.close();
    });
  }
}
