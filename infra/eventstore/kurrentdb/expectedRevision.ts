import { ANY, type AppendStreamState, NO_STREAM, STREAM_EXISTS } from "@kurrent/kurrentdb-client";
import type { ExpectedRevision } from "../../../domain/ports/eventStore";

/** The port's expected revision as KurrentDB's `streamState`; the two vocabularies match one to one. */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case "no_stream":
      return NO_STREAM;
    case "stream_exists":
      return STREAM_EXISTS;
    case "any":
      return ANY;
    default:
      // The client would send "-1" as an unsigned revision and fail deep in protobuf; say it here.
      if (expected < 0n) {
        throw new RangeError(
          `expected revision must be 'no_stream', 'stream_exists', 'any' or >= 0n, got ${expected}`,
        );
      }
      return expected;
  }
}
