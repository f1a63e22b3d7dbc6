import type { Sql } from "../../domain/ports/sql";
import { accountById } from "../../projections/read-models/accounts/queries";
import { DEMO_ACCOUNTS } from "./demoAccounts";

const UNDEFINED_TABLE = "42P01";

/**
 * Whether the seeded demo admin is in the accounts read model: the truth behind GET /api/config's
 * `demoAccounts`, whichever node seeded it (the worker does, API nodes answer). The admin stands
 * for the set because it is what a stranger must never be offered by mistake.
 */
export function demoAccountsPresent(sql: Sql): () => Promise<boolean> {
  const admin = DEMO_ACCOUNTS.find((account) => account.userType === "admin");
  if (!admin) throw new Error("the demo accounts have no admin");
  return async () => {
    try {
      return (await accountById(sql, admin.id)) !== null;
    } catch (error) {
      // An API node may answer before the worker has created the accounts table: nobody exists yet.
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return false;
      throw error;
    }
  };
}
