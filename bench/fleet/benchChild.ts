import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

type Message = Record<string, unknown>;

export interface BenchChild {
  child: ChildProcess;
  /** Writes one JSON line to its stdin. */
  send(message: unknown): void;
  /** Every JSON line it prints from now on. */
  onMessage(listener: (m: Message) => void): void;
  /** The next line that matches; rejects if it exits first. */
  next(match: (m: Message) => boolean): Promise<Message>;
}

/** A bench helper process speaking JSON lines (the fleet bench's phones and map screens). */
export function spawnBenchChild(script: string, argument?: string): BenchChild {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...(argument ? [argument] : [])], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const listeners = new Set<(m: Message) => void>();
  createInterface({ input: child.stdout! }).on("line", (line) => {
    if (!line) return;
    const message = JSON.parse(line) as Message;
    for (const listener of [...listeners]) listener(message);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it said so`))),
  );
  exited.catch(() => {});
  return {
    child,
    send: (message: unknown) => child.stdin!.write(`${JSON.stringify(message)}\n`),
    onMessage: (listener: (m: Message) => void) => listeners.add(listener),
    next: (match: (m: Message) => boolean) =>
      Promise.race([
        exited,
        new Promise<Message>((resolve) => {
          const listener = (m: Message) => {
            if (!match(m)) return;
            listeners.delete(listener);
            resolve(m);
          };
          listeners.add(listener);
        }),
      ]),
  };
}
