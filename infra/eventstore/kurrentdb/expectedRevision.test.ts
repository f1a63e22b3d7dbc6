import { ANY, NO_STREAM, STREAM_EXISTS } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { toStreamState } from "./expectedRevision";

describe("toStreamState", () => {
  it("maps each expectation to KurrentDB's stream state", () => {
    expect(toStreamState("no_stream")).toBe(NO_STREAM);
    expect(toStreamState("stream_exists")).toBe(STREAM_EXISTS);
    expect(toStreamState("any")).toBe(ANY);
    expect(toStreamState(0n)).toBe(0n);
    expect(toStreamState(41n)).toBe(41n);
  });

  it("rejects negative revisions instead of sending them as huge unsigned ones", () => {
    expect(() => toStreamState(-1n)).toThrow(RangeError);
  });
});
