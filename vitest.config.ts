import { configDefaults, defineConfig } from "vitest/config";

const ALL = ["{domain,command-api,projections,graphql,infra,web,bench}/**/*.test.{ts,tsx}"];
/**
 * Files that time things, kill processes or drive Chromium: alone on the machine, one at a time,
 * after the rest, so neither they nor the others are slowed into a false failure.
 */
const HEAVY = ["web/e2e/**/*.test.ts", "bench/drills/**/*.test.ts", "**/*.stress.*.test.ts"];

export default defineConfig({
  resolve: {
    // type-graphql and our code must see one copy of graphql, or schema building fails across "realms".
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites share one PostgreSQL server; files isolate themselves with their own schema or database.
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit-and-integration",
          include: ALL,
          exclude: [...configDefaults.exclude, ...HEAVY],
          // Most of these wait on PostgreSQL or a socket as much as they compute: two at a time on two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "heavy", include: HEAVY, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
