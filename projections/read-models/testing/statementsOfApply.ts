import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { Sql } from "../../../domain/ports/sql";
import type { Projection } from "../../projection";

/** The statements `projection.apply` sends for `events`, joined by newlines; the batch is committed like any. */
export async function statementsOfApply(
  sql: Sql,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<string> {
  const texts: string[] = [];
  await sql.transaction(async (tx) => {
    await tx.query("SET LOCAL search_path TO rm, public");
    const recorder: Sql = {
      query: (text, params, options) => {
        texts.push(text);
        return tx.query(text, params, options);
      },
      transaction: (fn) => tx.transaction(fn),
    };
    await projection.apply(events, recorder);
  });
  return texts.join("\n");
}
