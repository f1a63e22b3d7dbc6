import type { FleetBatch, FleetStatus } from "../types";

/** RGBA per status; an offline vehicle keeps its slot but is drawn with radius 0. */
export const FLEET_COLORS: Readonly<
  Record<FleetStatus | "unknown", readonly [number, number, number, number]>
> = {
  available: [22, 163, 74, 230],
  busy: [234, 88, 12, 230],
  offline: [148, 163, 184, 0],
  unknown: [71, 85, 105, 230],
};

/**
 * Floats per vehicle position. deck.gl 9.4's position transition pads a growing buffer by reading
 * numInstances × 3 floats from it (ScatterplotLayer's position size), so size-2 positions make the
 * GPU refuse the read (GL_INVALID_VALUE) whenever the fleet grows. [lng, lat, 0] avoids that.
 */
export const POSITION_SIZE = 3;

/** What deck.gl is handed: tightly sized copies, so a new batch is a new attribute value. */
export interface FleetSnapshot {
  readonly length: number;
  /** lng, lat, 0 per vehicle (size 3, see POSITION_SIZE). */
  readonly positions: Float32Array;
  /** r, g, b, a per vehicle. */
  readonly colors: Uint8ClampedArray;
  /** 1 for a drawn vehicle, 0 for an offline one. */
  readonly visible: Float32Array;
  /** Degrees clockwise from north, NaN when unknown. */
  readonly headings: Float32Array;
  /** Bumped by every applied batch: the updateTriggers value. */
  readonly version: number;
}

function statusOf(value: string | undefined): FleetStatus | "unknown" {
  return value === "available" || value === "busy" || value === "offline" ? value : "unknown";
}

/**
 * Vehicle positions in flat typed arrays with a stable slot per vehicle id. deck.gl's position
 * transitions interpolate element i from its old to its new value, so a vehicle must keep its
 * index for as long as it exists: slots are handed out once and never reused or compacted.
 */
export class FleetBuffer {
  private readonly slotOf = new Map<string, number>();
  private readonly ids: string[] = [];
  private positions = new Float32Array(0);
  private colors = new Uint8ClampedArray(0);
  private visible = new Float32Array(0);
  private headings = new Float32Array(0);
  private statuses: (FleetStatus | "unknown")[] = [];
  private version = 0;

  get size(): number {
    return this.ids.length;
  }

  /** The vehicle id held in a slot (for picking), or undefined. */
  idAt(slot: number): string | undefined {
    return this.ids[slot];
  }

  slotFor(id: string): number | undefined {
    return this.slotOf.get(id);
  }

  statusAt(slot: number): FleetStatus | "unknown" | undefined {
    return this.statuses[slot];
  }

  /** Applies a batch: known vehicles move in place, new ones get the next slot. Others stay where they were. */
  apply(batch: FleetBatch): void {
    const count = batch.ids.length;
    if (batch.lngs.length !== count || batch.lats.length !== count) {
      throw new RangeError(
        `fleet batch columns differ in length: ${count} ids, ${batch.lngs.length} lngs, ${batch.lats.length} lats`,
      );
    }
    this.reserve(this.ids.length + count);
    for (let i = 0; i < count; i++) {
      const id = batch.ids[i]!;
      let slot = this.slotOf.get(id);
      if (slot === undefined) {
        slot = this.ids.length;
        this.slotOf.set(id, slot);
        this.ids.push(id);
        this.statuses.push("unknown");
        this.headings[slot] = Number.NaN;
        this.setStatus(slot, "unknown");
      }
      this.positions[slot * POSITION_SIZE] = batch.lngs[i]!;
      this.positions[slot * POSITION_SIZE + 1] = batch.lats[i]!;
      const heading = batch.headings?.[i];
      if (heading !== undefined) this.headings[slot] = heading;
      const status = batch.status?.[i];
      if (status !== undefined) this.setStatus(slot, statusOf(status));
    }
    this.version++;
  }

  snapshot(): FleetSnapshot {
    const length = this.ids.length;
    return {
      length,
      positions: this.positions.slice(0, length * POSITION_SIZE),
      colors: this.colors.slice(0, length * 4),
      visible: this.visible.slice(0, length),
      headings: this.headings.slice(0, length),
      version: this.version,
    };
  }

  private setStatus(slot: number, status: FleetStatus | "unknown"): void {
    this.statuses[slot] = status;
    this.colors.set(FLEET_COLORS[status], slot * 4);
    this.visible[slot] = status === "offline" ? 0 : 1;
  }

  /** Grows the arrays geometrically so a growing fleet costs amortised O(1) per vehicle. */
  private reserve(capacity: number): void {
    if (capacity <= this.visible.length) return;
    const next = Math.max(capacity, this.visible.length * 2, 64);
    const grow = <T extends Float32Array | Uint8ClampedArray>(
      old: T,
      make: (n: number) => T,
      stride: number,
    ): T => {
      const bigger = make(next * stride);
      bigger.set(old);
      return bigger;
    };
    this.positions = grow(this.positions, (n) => new Float32Array(n), POSITION_SIZE);
    this.colors = grow(this.colors, (n) => new Uint8ClampedArray(n), 4);
    this.visible = grow(this.visible, (n) => new Float32Array(n), 1);
    this.headings = grow(this.headings, (n) => new Float32Array(n), 1);
  }
}
