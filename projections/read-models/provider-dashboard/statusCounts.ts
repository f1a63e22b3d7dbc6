import type { Sql } from "../../../domain/ports/sql";

export interface StatusMove {
  providerId: string;
  /** Null when the row is new. */
  from: string | null;
  to: string;
}

/** Keeps provider_dashboard_status_count equal to the rows per (provider, status). */
export async function moveStatusCounts(tx: Sql, moves: readonly StatusMove[]): Promise<void> {
  const deltas = new Map<string, { providerId: string; status: string; delta: number }>();
  const add = (providerId: string, status: string, delta: number) => {
    const key = `${providerId}\u0000${status}`;
    const entry = deltas.get(key) ?? { providerId, status, delta: 0 };
    entry.delta += delta;
    deltas.set(key, entry);
  };
  for (const move of moves) {
    if (move.from === move.to) continue;
    if (move.from !== null) add(move.providerId, move.from, -1);
    add(move.providerId, move.to, 1);
  }
  const changed = [...deltas.values()].filter((entry) => entry.delta !== 0);
  if (changed.length === 0) return;
  await tx.query(
    `INSERT INTO provider_dashboard_status_count (provider_id, status, rows)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
     ON CONFLICT (provider_id, status) DO UPDATE SET rows = provider_dashboard_status_count.rows + excluded.rows`,
    [changed.map((e) => e.providerId), changed.map((e) => e.status), changed.map((e) => e.delta)],
  );
}
