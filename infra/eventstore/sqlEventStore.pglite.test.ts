import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll } from "vitest";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { eventStoreContract } from "./contract";
import { openPgliteEventStore } from "./openPgliteEventStore";
import { sqlEventStoreSuite } from "./sqlEventStoreSuite";
import { appendHeldOpenOn } from "./sqlEventStoreTestSupport";

// One in-memory PGlite for the whole file (opening one takes seconds); every suite shares it.
let db: PGlite;
let store: EventStore;
let sql: Sql;

beforeAll(async () => {
  db = await PGlite.create();
  ({ store, sql } = await openPgliteEventStore({ db }));
});
afterAll(async () => {
  await store?.close();
  await db?.close();
});

sqlEventStoreSuite("PGlite", () => ({
  store,
  sql,
  openSecondInstance: async () =>
    (await openPgliteEventStore({ db, subscriptionTiming: { idlePollMs: 60_000 } })).store,
}));

eventStoreContract("SQL store on PGlite", async () => ({
  store,
  cleanup: async () => {},
  appendHeldOpen: appendHeldOpenOn(sql),
}));
