import { ErrorType, type WrongExpectedVersionError } from "@kurrent/kurrentdb-client";
import { type ExpectedRevision, WrongExpectedRevision } from "../../../domain/ports/eventStore";

/*
 * What the client's errors mean for the port. All matching is on the error's `type`, not on
 * `instanceof`, which fails as soon as two copies of the client are installed.
 */

/** A lost optimistic-concurrency race, in the port's words, or undefined for any other error. */
export function toWrongExpectedRevision(
  error: unknown,
  stream: string,
  expected: ExpectedRevision,
): WrongExpectedRevision | undefined {
  if (!isWrongExpectedVersion(error)) return undefined;
  const actual = error.actualState;
  return new WrongExpectedRevision(stream, expected, typeof actual === "bigint" ? actual : "no_stream");
}

/**
 * With `throwOnAppendFailure=false` in the connection string the client reports a lost race as
 * `success: false` with the current revision (-1 for no stream) instead of throwing; the port
 * always throws.
 */
export function rejectedAppend(
  stream: string,
  expected: ExpectedRevision,
  currentRevision: bigint,
): WrongExpectedRevision {
  return new WrongExpectedRevision(stream, expected, currentRevision < 0n ? "no_stream" : currentRevision);
}

/** Reading a stream that was never written (the port answers with no events). */
export function isStreamNotFound(error: unknown): boolean {
  return typeOf(error) === ErrorType.STREAM_NOT_FOUND;
}

/**
 * Subscription failures that no retry can fix: wrong credentials or a request the server
 * refuses. Everything else (unavailable, deadline, leader change, reset) is worth resuming.
 */
export function isPermanent(error: unknown): boolean {
  const type = typeOf(error);
  return type === ErrorType.ACCESS_DENIED || type === ErrorType.INVALID_ARGUMENT;
}

function isWrongExpectedVersion(error: unknown): error is WrongExpectedVersionError {
  return typeOf(error) === ErrorType.WRONG_EXPECTED_VERSION;
}

function typeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null && "type" in error ? error.type : undefined;
}
