import { execFile } from "node:child_process";
import { relative } from "node:path";
import { SCHEMA_FILE } from "./schemaFile";

export type BaselineSdl = { ref: string; sdl: string } | { skipped: string };

function gitShow(cwd: string, spec: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("git", ["show", spec], { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout),
    );
  });
}

/**
 * The SDL the schema must stay compatible with: graphql/schema.graphql as committed on `main`, or on
 * HEAD where `main` is not fetched (a shallow CI checkout). Without git or either ref, says why instead.
 */
export async function baselineSdl(refs: readonly string[] = ["main", "HEAD"]): Promise<BaselineSdl> {
  const repo = new URL("../..", import.meta.url).pathname;
  const file = relative(repo, SCHEMA_FILE);
  const failures: string[] = [];
  for (const ref of refs) {
    try {
      return { ref, sdl: await gitShow(repo, `${ref}:${file}`) };
    } catch (error) {
      failures.push(`${ref}: ${(error as Error).message}`);
    }
  }
  return { skipped: `no committed ${file} to compare with (${failures.join("; ")})` };
}
