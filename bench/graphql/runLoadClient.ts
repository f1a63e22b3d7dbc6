import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Rate } from "../lib/measure";

export interface LoadTarget {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body: string | null;
}

const CLIENT = fileURLToPath(new URL("./loadClient.ts", import.meta.url));

/** Runs loadClient.ts in a child process and reads its count back as a rate. */
export function runLoadClient(
  spec: LoadTarget & { expectId: string; clients: number; seconds: number; warmUpSeconds: number },
): Promise<Rate> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLIENT, JSON.stringify(spec)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`load client exited with ${code}`));
      const { requests, seconds } = JSON.parse(output.trim().split("\n").at(-1)!) as {
        requests: number;
        seconds: number;
      };
      resolve({
        perSecond: seconds > 0 ? Math.round(requests / seconds) : 0,
        events: requests,
        seconds: Number(seconds.toFixed(2)),
      });
    });
  });
}
