import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchQueueProjection } from "../dispatch-queue/dispatchQueueProjection";
import { documentExpiryProjection } from "../document-expiry/documentExpiryProjection";
import { READ_MODEL_SCHEMA } from "../projection";
import { registeredProjections } from "../registeredProjections";
import { useSchema } from "./commitBatch";
import { readModelChecksums } from "./readModelChecksum";
import { quoteIdent } from "./sqlIdentifier";
import { openPgliteTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

/*
 * The crash, failover and replay tests trust readModelChecksums to read every table a projection
 * writes. Each projection is migrated on its own, as the runner does, and every table its migration
 * creates, in any schema, must be among the checksums: a table left out (as the `auth` credentials and
 * share tokens were) could lose or double rows in a crash and every one of those tests would pass.
 */
const PROJECTIONS = [...registeredProjections, dispatchQueueProjection, documentExpiryProjection];
const SKIPPED_SCHEMAS = ["pg_catalog", "information_schema", "rm_meta"];

let env: TestEnvironment;
beforeAll(async () => {
  env = await openPgliteTestEnvironment();
  await env.sql.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(READ_MODEL_SCHEMA)}`);
});
afterAll(() => env?.close());

async function tableNames(): Promise<Set<string>> {
  const { rows } = await env.sql.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND NOT (table_schema = ANY ($1::text[]))`,
    [SKIPPED_SCHEMAS],
  );
  return new Set(rows.map((row) => row.name));
}

describe("read-model checksums", () => {
  it.each(PROJECTIONS.map((projection) => [projection.name, projection] as const))(
    "cover every table %s creates",
    async (_name, projection) => {
      const before = await tableNames();
      await env.sql.transaction(async (tx) => {
        await useSchema(tx, READ_MODEL_SCHEMA);
        await projection.migrate(tx);
      });
      const created = [...(await tableNames())].filter((table) => !before.has(table));
      const checksummed = Object.keys(await readModelChecksums(env.sql, [projection])).map((key) =>
        key.slice(projection.name.length + 1).includes(".")
          ? key.slice(projection.name.length + 1)
          : `${READ_MODEL_SCHEMA}.${key.slice(projection.name.length + 1)}`,
      );
      expect(created.length).toBeGreaterThan(0);
      expect(checksummed).toEqual(expect.arrayContaining(created));
    },
  );

  it("read the auth schema's credentials and share tokens", async () => {
    const keys = Object.keys(await readModelChecksums(env.sql, registeredProjections));
    expect(keys).toEqual(
      expect.arrayContaining(["accounts.auth.credentials", "family_shares.auth.family_share_tokens"]),
    );
  });
});
