import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_REASON_IDS } from "../../domain/shared/errorReasons";
import { REPO_ROOT } from "./repoRoot";

const SERVER_FOLDERS = ["domain", "command-api", "projections", "graphql", "infra"];

/** The server's own source (not tests, not the table itself), where every reason is thrown or named. */
function serverSource(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(REPO_ROOT, dir))) {
      if (name === "node_modules") continue;
      const path = join(dir, name);
      if (statSync(join(REPO_ROOT, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith("errorReasons.ts"))
        parts.push(readFileSync(join(REPO_ROOT, path), "utf8"));
    }
  };
  for (const folder of SERVER_FOLDERS) walk(folder);
  return parts.join("\n");
}

/*
 * The other direction (every reason a throw site names is in the table, with the params its template
 * needs) is the compiler's: DomainError, HttpError and their helpers take `ErrorReason` and the
 * reason's typed params (domain/shared/errorReasons.test.ts shows what `tsc` refuses).
 */
describe("error reasons (domain/shared/errorReasons.ts)", () => {
  it("are each used by the server: the table keeps no reason nothing throws", () => {
    const source = serverSource();
    const unused = ERROR_REASON_IDS.filter((reason) => !source.includes(`"${reason}"`));
    expect(unused).toEqual([]);
  });
});
