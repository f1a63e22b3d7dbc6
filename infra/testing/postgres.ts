import { describe } from "vitest";
import { postgresRequired, postgresUnavailableReason } from "./testDatabase";

export { createTestDatabase, DEFAULT_DATABASE_URL, databaseUrl, type TestDatabase } from "./testDatabase";

/**
 * `describe` when the machine's PostgreSQL (DATABASE_URL) is reachable. Otherwise the suite is
 * skipped with the reason printed, unless REQUIRE_POSTGRES=1 (CI): then the file fails loudly.
 * Await it at the top level of the test file.
 */
export async function describeWithPostgres(name: string, fn: () => void): Promise<void> {
  const reason = await postgresUnavailableReason();
  if (reason === undefined) {
    describe(name, fn);
    return;
  }
  if (postgresRequired()) {
    throw new Error(`REQUIRE_POSTGRES=1, but ${reason}. Start it or point DATABASE_URL at one.`);
  }
  console.warn(
    `[postgres] skipping "${name}": ${reason}. Set DATABASE_URL or start PostgreSQL; REQUIRE_POSTGRES=1 turns this into a failure.`,
  );
  describe.skip(name, fn);
}
