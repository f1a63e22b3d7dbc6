import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { GRAPHQL_ENV_FILE, graphqlEnvSource } from "./graphqlEnv";

describe("the web app's GraphQL types", () => {
  it("match the checked-in schema (run npm run schema when this fails)", async () => {
    expect(await readFile(GRAPHQL_ENV_FILE, "utf8")).toBe(await graphqlEnvSource());
  });
});
