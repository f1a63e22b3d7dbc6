import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repository = fileURLToPath(new URL("../../../", import.meta.url));

export interface TestProcess {
  child: ChildProcess;
  /** Resolves when the process prints "started"; rejects (with its stderr) if it exits first. */
  started: Promise<void>;
  exited: Promise<number | null>;
}

/** Runs a TypeScript script of this repository as a child process, for tests that SIGKILL it. */
export function startTestProcess(script: URL, env: Record<string, string>): TestProcess {
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a grandchild, which SIGKILL would orphan.
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(script)], {
    cwd: repository,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("started")) resolve();
    });
    child.on("exit", (code) =>
      reject(new Error(`${script.pathname} exited (${code}) before starting: ${stderr}`)),
    );
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // A failure before "started" is reported by `started`; afterwards nobody awaits it.
  started.catch(() => {});
  return { child, started, exited };
}

/**
 * SIGKILLs the process `kills` times during one long piece of work, restarting it each time: kill k
 * lands at a random point of the work's k-th slice (of kills + 1), judged by `progress` (which must
 * reach `total` when the work is done), polled at random intervals — so it lands inside a batch, a
 * migration or a checkpoint write: nobody knows where, which is the point. A fixed delay instead
 * let a fast run finish before the last kills, which then hit an idle process. Returns `progress`
 * after each kill.
 */
export async function killRepeatedly(options: {
  start: () => TestProcess;
  kills: number;
  total: number;
  progress: () => Promise<number>;
}): Promise<number[]> {
  const seen: number[] = [];
  for (let kill = 0; kill < options.kills; kill++) {
    const run = options.start();
    await run.started;
    const target = (options.total * (kill + Math.random())) / (options.kills + 1);
    while ((await options.progress()) < target) {
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
    }
    run.child.kill("SIGKILL");
    await run.exited;
    seen.push(await options.progress());
  }
  return seen;
}
