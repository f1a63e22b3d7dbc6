/**
 * Some event ids of an append already exist, but not as that same batch in that same stream:
 * a caller reused ids for different events. Not a concurrency conflict, so never retried.
 */
export class EventIdConflict extends Error {
  readonly code = "event_id_conflict";
  constructor(
    readonly stream: string,
    /** The ids of the batch that exist already, with the stream that holds each. */
    readonly existing: ReadonlyArray<{ eventId: string; streamId: string; revision: bigint }>,
  ) {
    const where = existing.map((e) => `${e.eventId} (in ${e.streamId} at ${e.revision})`).join(", ");
    super(
      `append to ${stream}: event ids already used by other appends: ${where}. Re-sending an append is ` +
        "idempotent only with the same ids in the same order to the same stream; new events need new ids.",
    );
    this.name = "EventIdConflict";
  }
}
