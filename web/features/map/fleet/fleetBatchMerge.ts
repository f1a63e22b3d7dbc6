import type { FleetBatch } from "../types";

/**
 * Several batches as one, in arrival order: the fleet layer applies a batch object once, so batches
 * that arrive between two frames are merged rather than lost. A vehicle in both keeps the later values
 * (FleetBuffer applies entries in order).
 */
export function mergeFleetBatches(batches: readonly FleetBatch[]): FleetBatch | null {
  if (batches.length === 0) return null;
  if (batches.length === 1) return batches[0]!;
  const ids: string[] = [];
  const lngs: number[] = [];
  const lats: number[] = [];
  const headings: number[] = [];
  const status: string[] = [];
  for (const batch of batches) {
    for (let i = 0; i < batch.ids.length; i++) {
      ids.push(batch.ids[i]!);
      lngs.push(batch.lngs[i]!);
      lats.push(batch.lats[i]!);
      headings.push(batch.headings?.[i] ?? Number.NaN);
      status.push(batch.status?.[i] ?? "unknown");
    }
  }
  return { ids, lngs, lats, headings, status };
}

/** A fleetPositions message as a batch, or null when it is not one (logged by the caller). */
export function parseFleetMessage(value: unknown): FleetBatch | null {
  if (typeof value !== "object" || value === null) return null;
  const message = value as Record<string, unknown>;
  const { ids, lngs, lats } = message;
  if (!Array.isArray(ids) || !Array.isArray(lngs) || !Array.isArray(lats)) return null;
  if (ids.length !== lngs.length || ids.length !== lats.length) return null;
  return {
    ids: ids as string[],
    lngs: lngs as number[],
    lats: lats as number[],
    headings: Array.isArray(message.headings) ? (message.headings as number[]) : undefined,
    status: Array.isArray(message.status) ? (message.status as string[]) : undefined,
  };
}
