import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { schemaSdl } from "../schema/buildGraphqlSchema";
import { SCHEMA_FILE } from "./schemaFile";

describe("the checked-in SDL", () => {
  it("is what the code builds (run `npm run schema` after changing a type or resolver)", async () => {
    const checkedIn = await readFile(SCHEMA_FILE, "utf8");
    // toBe on the whole text: the failure diff shows exactly which types moved.
    expect(schemaSdl()).toBe(checkedIn);
  });
});
