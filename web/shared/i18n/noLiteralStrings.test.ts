import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, isSource, WEB_ROOT } from "./catalogueFiles";
import { findLiteralStrings } from "./literalStrings";

/*
 * Issue 22: no text written into components, anywhere a user can see one: the app shell, the
 * shared UI and every feature folder (found, not listed, so a new folder is checked from its first
 * file). Every visible text comes from a catalogue in both languages.
 */
const SCOPES = [
  "app",
  "shared/ui",
  ...new Set(filesUnder("features").map((path) => path.split("/").slice(0, 2).join("/"))),
];

const findingsIn = (path: string) =>
  findLiteralStrings(path, readFileSync(join(WEB_ROOT, path), "utf8")).map(
    (finding) => `${path}:${finding.line} ${finding.text}`,
  );

describe("no literal strings in components", () => {
  it("finds the feature folders", () => {
    expect(SCOPES).toEqual(
      expect.arrayContaining(["features/booking", "features/provider", "features/admin"]),
    );
  });

  it.each(SCOPES)("%s shows only catalogue texts", (scope) => {
    const files = filesUnder(scope).filter((path) => path.endsWith(".tsx") && isSource(path));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(findingsIn)).toEqual([]);
  });
});
