import type { Position, RecordedEvent } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { type Projection, type ProjectionChange, READ_MODEL_SCHEMA } from "../projection";
import { CheckpointMoved } from "./checkpointMoved";
import { beginReadModelBatch } from "./commitBatch";
import { positionParams } from "./positionColumns";
import { META_SCHEMA } from "./projectionMeta";

export interface LiveBatch {
  events: readonly RecordedEvent[];
  from: Position;
  to: Position;
}

/** Commits one projection's live batch on its own (commitBatch with the live target). */
export type CommitAlone = (projection: Projection, batch: LiveBatch) => Promise<ProjectionChange[]>;

interface Entry {
  projection: Projection;
  batch: LiveBatch;
  resolve: (changes: ProjectionChange[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of live batches. Near the head every append wakes the workers of all the
 * projections its events concern, and each used to commit a small batch in a transaction of its
 * own: six statements of bookkeeping (BEGIN, two SET LOCALs, the live-write lock, the checkpoint,
 * COMMIT) around one or a few of work, a dozen transactions per command. Here the workers' batches
 * that are ready at the same moment commit in one transaction: one statement sets the transaction
 * up and takes every projection's live-write lock, the projections apply their batches side by
 * side (on disjoint tables), and one statement moves every checkpoint.
 *
 * Crash safety is unchanged: each projection's rows and its checkpoint commit together, in a
 * transaction that now also holds other projections' rows and checkpoints. At most `maxInFlight`
 * group transactions run at once; batches that arrive meanwhile form the next group. When a group
 * fails for any reason (a projection's apply throws, a checkpoint moved), it is rolled back and its
 * batches are committed one by one, so each worker sees its own projection's outcome and a failing
 * projection never holds back the others.
 *
 * A batch that is alone in its group goes the same way, not straight to `commitAlone`: on a
 * pipelining connection its BEGIN and set-up leave with its first statements, two round trips
 * fewer than a transaction of its own on the plain pool (under load, about one group in five).
 */
export class LiveCommitGroup {
  private queue: Entry[] = [];
  private inFlight = 0;
  private pumpScheduled = false;

  constructor(
    private readonly sql: Sql,
    private readonly commitAlone: CommitAlone,
    private readonly maxInFlight = 1,
  ) {}

  commit(projection: Projection, batch: LiveBatch): Promise<ProjectionChange[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ projection, batch, resolve, reject });
      this.schedulePump();
    });
  }

  /**
   * Forms the next group after this turn of the event loop, not after its microtasks: the workers
   * woken by one append (or released by one group's commit) each take several microtask hops
   * (announcing, reading the next batch) before they get here. A pump right after the first
   * arrival sent most batches off in groups of one, each with its own transaction.
   */
  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const entries = this.queue;
      this.queue = [];
      this.inFlight += 1;
      void this.run(entries).finally(() => {
        this.inFlight -= 1;
        this.schedulePump();
      });
    }
  }

  private async run(entries: Entry[]): Promise<void> {
    let changes: ProjectionChange[][];
    try {
      changes = await commitTogether(this.sql, entries);
    } catch {
      // Which batch failed, and why, is for its own worker to see: commit them one by one.
      await Promise.all(
        entries.map((entry) =>
          this.commitAlone(entry.projection, entry.batch).then(entry.resolve, entry.reject),
        ),
      );
      return;
    }
    for (const [i, entry] of entries.entries()) entry.resolve(changes[i]!);
  }
}

/** The live batches of several projections, their checkpoints, in one transaction. */
export async function commitTogether(
  sql: Sql,
  entries: readonly { projection: Projection; batch: LiveBatch }[],
): Promise<ProjectionChange[][]> {
  const names = entries.map((entry) => entry.projection.name);
  if (new Set(names).size !== names.length) throw new Error("a group holds two batches of one projection");
  return sql.transaction(async (transaction) => {
    // The projections apply side by side, so none may open a savepoint (a rollback to it would undo
    // the others' statements sent meanwhile): no COPY here, whose fallback is one. A live group's
    // batches are small; they insert.
    const tx: Sql = {
      query: transaction.query.bind(transaction),
      transaction: transaction.transaction.bind(transaction),
    };
    // The read-model declaration, SET LOCALs and every live-write lock, in one statement, issued
    // first but not waited for: the checkpoints' move and the projections' first statements go out
    // with it (and with BEGIN, on a pipelining connection) and run after it, in the order issued.
    // Should it fail, they fail too (the transaction is aborted) and its error is the one thrown.
    const begun = beginReadModelBatch(tx, READ_MODEL_SCHEMA, names);
    // The checkpoints move at the start rather than the end: within the transaction the order makes
    // no difference to what commits (rows and checkpoints, or neither), and issued now it costs no
    // round trip of its own. Their rows stay locked until COMMIT either way; only this projection's
    // worker, holding its lease, and a rebuild's swap, behind the live-write lock taken just above,
    // write them.
    const advanced = advanceCheckpoints(tx, entries);
    // All at once: the projections write disjoint tables, the connection runs their statements in
    // the order issued, and a pipelining one sends each step of every projection in one go, so the
    // group costs about as many round trips as its longest projection, not the sum of them all.
    const [setUp, moved, ...applied] = await Promise.allSettled([
      begun,
      advanced,
      ...entries.map(({ projection, batch }) =>
        batch.events.length > 0 ? projection.apply(batch.events, tx) : Promise.resolve([]),
      ),
    ]);
    if (setUp!.status === "rejected") throw setUp!.reason;
    if (moved!.status === "rejected") throw moved!.reason;
    const failed = applied.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    const changes = applied.map((outcome) => (outcome as PromiseFulfilledResult<ProjectionChange[]>).value);
    return changes;
  });
}

/** Moves every entry's checkpoint from its batch's `from` to its `to`; CheckpointMoved if one was not at `from`. */
async function advanceCheckpoints(
  tx: Sql,
  entries: readonly { projection: Projection; batch: LiveBatch }[],
): Promise<void> {
  const names = entries.map((entry) => entry.projection.name);
  const from = entries.map((entry) => positionParams(entry.batch.from));
  const to = entries.map((entry) => positionParams(entry.batch.to));
  const { rows } = await tx.query<{ projection: string }>(
    `UPDATE ${META_SCHEMA}.projection_checkpoints AS c
        SET position_commit = u.to_commit::bigint, position_prepare = u.to_prepare::bigint, updated_at = now()
       FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[])
            AS u(projection, version, from_commit, from_prepare, to_commit, to_prepare)
      WHERE c.projection = u.projection AND c.version = u.version
        AND c.position_commit = u.from_commit::bigint AND c.position_prepare = u.from_prepare::bigint
      RETURNING c.projection`,
    [
      names,
      entries.map((entry) => entry.projection.version),
      from.map(([commit]) => commit),
      from.map(([, prepare]) => prepare),
      to.map(([commit]) => commit),
      to.map(([, prepare]) => prepare),
    ],
    // A constant text in every group: planned once per connection.
    { prepared: true },
  );
  const moved = new Set(names);
  for (const row of rows) moved.delete(row.projection);
  const [first] = moved;
  if (first !== undefined) {
    throw new CheckpointMoved(first, entries.find((entry) => entry.projection.name === first)!.batch.from);
  }
}
