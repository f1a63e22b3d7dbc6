import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { schemaSdl } from "../schema/buildGraphqlSchema";
import { compareSchemas, describeChange, parseMarkedChanges } from "./breakingChanges";
import { baselineSdl } from "./mainSchemaSdl";

const MARKS_FILE = new URL("../breaking-changes.json", import.meta.url);

describe("the schema built from code, against the SDL committed on main", () => {
  it("has no breaking change that graphql/breaking-changes.json does not list with a reason", async (context) => {
    const baseline = await baselineSdl();
    if ("skipped" in baseline) {
      console.warn(`schema compatibility not checked: ${baseline.skipped}`);
      context.skip();
      return;
    }
    const marks = parseMarkedChanges(await readFile(MARKS_FILE, "utf8"));
    const result = await compareSchemas(baseline.sdl, schemaSdl(), marks);
    const report = [
      ...result.dangerous.map((c) => `dangerous: ${describeChange(c)}`),
      ...result.marked.map((c) => `breaking, marked: ${describeChange(c)}`),
      ...result.unusedMarks.map((m) => `mark matching no change (remove it): ${m.path}`),
    ];
    if (report.length > 0) console.info(`compared with ${baseline.ref}:\n${report.join("\n")}`);
    // One line per change: add it to graphql/breaking-changes.json (path, reason) only if it is meant.
    expect(result.unmarked.map(describeChange)).toEqual([]);
  });
});
