import type { FleetBatch } from "../types";

export interface FleetCounts {
  /** Online and free to take a job. */
  readonly available: number;
  /** Online and on a job. */
  readonly busy: number;
}

/**
 * How many vehicles of a live fleet feed are available and how many are on a job. The feed sends
 * everything in view first and then only what moved or changed, so the last status of every vehicle
 * is kept; an offline vehicle counts as neither. Applying the same batch twice changes nothing.
 */
export class FleetTally {
  private readonly statusById = new Map<string, string>();

  apply(batch: FleetBatch): void {
    for (let i = 0; i < batch.ids.length; i++) {
      const status = batch.status?.[i];
      // A batch without statuses moves vehicles only: what is known of them stays.
      if (status === undefined) {
        if (!this.statusById.has(batch.ids[i]!)) this.statusById.set(batch.ids[i]!, "available");
        continue;
      }
      this.statusById.set(batch.ids[i]!, status);
    }
  }

  counts(): FleetCounts {
    let available = 0;
    let busy = 0;
    for (const status of this.statusById.values()) {
      if (status === "available") available++;
      else if (status === "busy") busy++;
    }
    return { available, busy };
  }
}
