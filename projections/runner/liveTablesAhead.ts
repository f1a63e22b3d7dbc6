import { formatPosition, type Position } from "../../domain/ports/eventStore";

/**
 * A swap found the live tables further on than the rebuild's tail: the live runner (in this process
 * or another) committed more events while the rebuild read its tail. Swapping then would move the
 * live checkpoint back and leave those events out of the new tables, and a runner in another process
 * would not notice until its next event arrived. The swap is rolled back; the rebuild reads on past
 * `livePosition` and tries again.
 */
export class LiveTablesAhead extends Error {
  constructor(
    readonly projection: string,
    readonly tailEnd: Position,
    readonly livePosition: Position,
  ) {
    super(
      `the live tables of ${projection} are at ${formatPosition(livePosition)}, past the rebuild's tail at ${formatPosition(tailEnd)}`,
    );
    this.name = "LiveTablesAhead";
  }
}
