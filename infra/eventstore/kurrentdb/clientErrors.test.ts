import {
  AccessDeniedError,
  StreamDeletedError,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
} from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { WrongExpectedRevision } from "../../../domain/ports/eventStore";
import { isPermanent, isStreamNotFound, rejectedAppend, toWrongExpectedRevision } from "./clientErrors";

const lostRace = (current: bigint | "no_stream") =>
  new WrongExpectedVersionError(undefined, { streamName: "request-1", expected: 3n, current });

describe("toWrongExpectedRevision", () => {
  it("reports the stream's actual revision", () => {
    const error = toWrongExpectedRevision(lostRace(5n), "request-1", 3n);
    expect(error).toBeInstanceOf(WrongExpectedRevision);
    expect(error).toMatchObject({
      stream: "request-1",
      expected: 3n,
      actual: 5n,
      code: "wrong_expected_revision",
    });
  });

  it("reports a missing stream as no_stream", () => {
    expect(toWrongExpectedRevision(lostRace("no_stream"), "request-1", "stream_exists")).toMatchObject({
      expected: "stream_exists",
      actual: "no_stream",
    });
  });

  it("leaves every other error alone", () => {
    expect(
      toWrongExpectedRevision(StreamDeletedError.fromStreamName("request-1"), "request-1", 3n),
    ).toBeUndefined();
    expect(toWrongExpectedRevision(new Error("boom"), "request-1", 3n)).toBeUndefined();
    expect(toWrongExpectedRevision("boom", "request-1", 3n)).toBeUndefined();
  });
});

describe("rejectedAppend", () => {
  it("turns the client's -1 revision into no_stream", () => {
    expect(rejectedAppend("request-1", 0n, -1n)).toMatchObject({ actual: "no_stream" });
    expect(rejectedAppend("request-1", 0n, 2n)).toMatchObject({ actual: 2n });
  });
});

describe("isStreamNotFound", () => {
  it("recognises only a missing stream", () => {
    expect(isStreamNotFound(new StreamNotFoundError(undefined, "request-1"))).toBe(true);
    expect(isStreamNotFound(StreamDeletedError.fromStreamName("request-1"))).toBe(false);
    expect(isStreamNotFound(undefined)).toBe(false);
  });
});

describe("isPermanent", () => {
  it("gives up on refusals, and keeps retrying transport failures", () => {
    expect(isPermanent(new AccessDeniedError(undefined, "denied"))).toBe(true);
    expect(isPermanent(new UnavailableError(undefined, "refused"))).toBe(false);
    expect(isPermanent(new Error("ECONNRESET"))).toBe(false);
  });
});
