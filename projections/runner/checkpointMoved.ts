import { formatPosition, type Position } from "../../domain/ports/eventStore";

/**
 * A fenced checkpoint update found the row elsewhere than this writer left it: someone else
 * (a rebuild's swap, another process) wrote it meanwhile. The batch is rolled back and the
 * writer reloads the checkpoint; nothing was lost or doubled.
 */
export class CheckpointMoved extends Error {
  constructor(
    readonly projection: string,
    readonly expected: Position,
  ) {
    super(`checkpoint of ${projection} is no longer at ${formatPosition(expected)}; another writer moved it`);
    this.name = "CheckpointMoved";
  }
}
