import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPgliteSql } from "../sql/pgliteSql";
import { demoAccountsPresent } from "./demoAccountsPresent";

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(() => db?.close());

it("says no, rather than failing, while the accounts read model does not exist yet (an API node before the worker)", async () => {
  expect(await demoAccountsPresent(createPgliteSql(db))()).toBe(false);
});
