import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { dispatchQueueProjection } from "../dispatch-queue/dispatchQueueProjection";
import { documentExpiryProjection } from "../document-expiry/documentExpiryProjection";
import { registeredProjections } from "../registeredProjections";
import { openReadModelHarness, type ReadModelHarness } from "./testing/readModelHarness";

/**
 * docs/read-models.md is what analysts read the tables by: every table of schema `rm` must be
 * named there, and every column named in the part of the document that starts at the table's
 * heading or else its first mention (a bookkeeping line) and runs to the next heading.
 */
const doc = readFileSync(new URL("../../docs/read-models.md", import.meta.url), "utf8");

/** The text from `table`'s heading, or else its first mention, to the next heading. */
function partAbout(table: string): string | undefined {
  const heading = doc.indexOf(`### \`${table}\``);
  const at = heading >= 0 ? heading + 4 : doc.indexOf(`\`${table}\``);
  if (at < 0) return undefined;
  const rest = doc.slice(at + table.length + 2);
  const nextHeading = rest.search(/^#{2,3} /m);
  return nextHeading < 0 ? rest : rest.slice(0, nextHeading);
}

let harness: ReadModelHarness;
beforeAll(async () => {
  harness = await openReadModelHarness([
    ...registeredProjections,
    dispatchQueueProjection,
    documentExpiryProjection,
  ]);
});
afterAll(() => harness?.close());

it("docs/read-models.md names every read-model table and each of its columns", async () => {
  const { rows } = await harness.sql.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'rm' ORDER BY table_name, ordinal_position`,
  );
  expect(rows.length).toBeGreaterThan(100);
  const undocumented: string[] = [];
  for (const { table, column } of rows) {
    // One per projection, described once under "Conventions" as `<projection>_stream_revision`.
    if (table.endsWith("_stream_revision")) continue;
    const part = partAbout(table);
    if (part === undefined) undocumented.push(`table ${table}`);
    else if (!new RegExp(`\\b${column}\\b`).test(part)) undocumented.push(`${table}.${column}`);
  }
  expect(undocumented).toEqual([]);
});
