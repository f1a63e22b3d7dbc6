import { describe, expect, it } from "vitest";
import { SCHEMA_FILE } from "./schemaFile";
import { lintSchema } from "./schemaLint";

describe("graphql-schema-linter with the rules of .graphql-schema-linterrc", () => {
  it("finds nothing in the checked-in SDL: every type, field, argument, enum value and input field is described", async () => {
    const findings = await lintSchema({ file: SCHEMA_FILE });
    // One line per finding, so the failure says exactly what to describe.
    expect(findings.map((f) => `schema.graphql:${f.line} ${f.rule}: ${f.message}`)).toEqual([]);
  });

  it("reports what the description rules are for (so the check above can fail)", async () => {
    const findings = await lintSchema({
      sdl: `
        "Reads."
        type Query {
          "A sample."
          sample(limit: Int): Sample
        }
        type Sample { kind: Kind! }
        "A kind."
        enum Kind { ONE }
      `,
    });
    expect(findings.map((f) => f.rule).sort()).toEqual([
      "arguments-have-descriptions",
      "enum-values-have-descriptions",
      "fields-have-descriptions",
      "types-have-descriptions",
    ]);
  });
});
