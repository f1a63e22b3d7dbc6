import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { QueryOptions, Sql, SqlParam, SqlResult } from "../../../domain/ports/sql";
import type { Projection } from "../../projection";

/**
 * How many answers in a row `projection.apply` waits for on `events`: a statement issued before any
 * answer came back is round trip 1, one issued after answers of round trip n came back is n + 1.
 * A live batch commits in a group whose time is about its longest projection's round trips
 * (LiveCommitGroup), so this is a projection's share of the live lag. Each answer is handed back
 * a macrotask later, as from a network, so statements issued together count as one round trip
 * however fast the database answers. Warm a projection up first: the first batch of a process
 * also reads each table's columns once.
 */
export async function roundTripsOfApply(
  sql: Sql,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<number> {
  let deepest = 0;
  let answered = 0;
  await sql.transaction(async (tx) => {
    await tx.query("SET LOCAL search_path TO rm, public");
    const query = async <R>(
      text: string,
      params?: readonly SqlParam[],
      options?: QueryOptions,
    ): Promise<SqlResult<R>> => {
      const trip = answered + 1;
      deepest = Math.max(deepest, trip);
      const result = await tx.query<R>(text, params, options);
      await new Promise((resolve) => setImmediate(resolve));
      answered = Math.max(answered, trip);
      return result;
    };
    const recorder: Sql = { query, transaction: (fn) => tx.transaction(fn) };
    await projection.apply(events, recorder);
  });
  return deepest;
}
