import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: where `.graphql-schema-linterrc` (the rules) lives. */
export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface LintFinding {
  rule: string;
  message: string;
  line: number;
}

const LINTER_CLI = join(
  dirname(createRequire(import.meta.url).resolve("graphql-schema-linter/package.json")),
  "lib/cli.js",
);

/**
 * Runs graphql-schema-linter exactly as `npx graphql-schema-linter` does (its CLI, the rules of
 * `.graphql-schema-linterrc`), on a file or, when `sdl` is given, on that text through stdin.
 * The CLI exits 1 when it finds anything, so the exit code is not an error here: its JSON report is read.
 */
export function lintSchema(input: { file: string } | { sdl: string }): Promise<LintFinding[]> {
  const args = [LINTER_CLI, "--format", "json", ...("file" in input ? [input.file] : ["--stdin"])];
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, args, { cwd: REPO_ROOT }, (error, stdout, stderr) => {
      let report: { errors: { message: string; rule: string; location: { line: number } }[] };
      try {
        report = JSON.parse(stdout);
      } catch {
        reject(
          new Error(`graphql-schema-linter gave no report (${error?.message ?? "no error"}): ${stderr}`),
        );
        return;
      }
      resolve(report.errors.map((e) => ({ rule: e.rule, message: e.message, line: e.location.line })));
    });
    if ("sdl" in input) child.stdin?.end(input.sdl);
  });
}
