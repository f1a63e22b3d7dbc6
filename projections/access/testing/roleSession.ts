import { randomBytes } from "node:crypto";
import pg from "pg";
import { databaseUrl } from "../../../infra/testing/postgres";

export const INSUFFICIENT_PRIVILEGE = "42501";

/** Roles belong to the whole cluster: a unique name keeps parallel test runs apart. */
export const uniqueRoleName = (prefix: string) => `${prefix}_${randomBytes(4).toString("hex")}`;

/** Runs `text` as `role` on `client`; resolves to the SQLSTATE it failed with, or "ok". */
export async function queryAsRole(client: pg.ClientBase, role: string, text: string): Promise<string> {
  await client.query(`SET ROLE ${role}`);
  try {
    await client.query(text);
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.query("RESET ROLE");
  }
}

/** Drops a role a test created (from the cluster's default database: the test's own is gone by then). */
export async function dropRole(role: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
  } finally {
    await admin.end();
  }
}
