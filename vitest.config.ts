import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // type-graphql and our code must see one copy of graphql, or schema building fails across "realms".
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    include: ["{domain,command-api,projections,graphql,infra,web,bench}/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites share one PostgreSQL server; files isolate themselves with their own schema or database.
    pool: "forks",
  },
});
