import type { Sql } from "../../domain/ports/sql";
import type { DeferredIndex, Projection } from "../projection";
import { declareReadModelTransaction, useSchema } from "./commitBatch";

/**
 * Index builds of one projection that run at once. The last projections of a replay used to build
 * theirs one after another while the other core idled (audit log: three 1,000,000-row sorts,
 * 5.5 s in a row; provider dashboard: eight, 4.2 s). PostgreSQL also lends a btree build its own
 * parallel workers, so a few at a time already fill two cores.
 */
export const DEFERRED_INDEX_BUILDS_AT_ONCE = 3;

/** Sorting the rows of a big table for a GIN or btree build wants more than the default 64 MB. */
const BUILD_MEMORY = "SET LOCAL maintenance_work_mem = '256MB'";

const statementsOf = (index: DeferredIndex): readonly string[] =>
  typeof index === "string" ? [index] : index;

/** All of a projection's deferred index DDL in order, in the transaction given (tests, tools, one-connection stores). */
export async function createDeferredIndexesIn(tx: Sql, projection: Projection): Promise<void> {
  if (!projection.indexes?.length) return;
  await tx.query(BUILD_MEMORY);
  for (const index of projection.indexes) {
    for (const statement of statementsOf(index)) await tx.query(statement);
  }
}

/**
 * Builds a projection's deferred indexes in `schema`, each entry in a transaction of its own, a few
 * side by side. Called before the batch whose checkpoint says "caught up" commits, so that checkpoint
 * never exists without its indexes; a crash in between leaves indexes on tables that are still
 * catching up, which costs only speed (the DDL is idempotent, the next finish skips what exists).
 */
export async function buildDeferredIndexes(sql: Sql, projection: Projection, schema: string): Promise<void> {
  const pending = [...(projection.indexes ?? [])];
  const buildNext = async (): Promise<void> => {
    for (let index = pending.shift(); index !== undefined; index = pending.shift()) {
      const statements = statementsOf(index);
      await sql.transaction(async (tx) => {
        // DDL takes an xid: declared, it holds back no reader of `$all` while the index is sorted.
        await declareReadModelTransaction(tx);
        await useSchema(tx, schema);
        await tx.query(BUILD_MEMORY);
        for (const statement of statements) await tx.query(statement);
      });
    }
  };
  const builders = Array.from({ length: Math.min(DEFERRED_INDEX_BUILDS_AT_ONCE, pending.length) }, buildNext);
  // allSettled first: a failed build must not leave the others running into the next attempt.
  const outcomes = await Promise.allSettled(builders);
  const failed = outcomes.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
}
