import { describe, expect, it } from "vitest";
import { START } from "../../../domain/ports/eventStore";
import { isStrictlyAfter, readPositionFor } from "./positions";

const at = (commit: bigint, prepare: bigint) => ({ commit, prepare });

describe("readPositionFor", () => {
  it("starts at KurrentDB's start when there is nothing to resume from", () => {
    expect(readPositionFor(undefined)).toBe("start");
    expect(readPositionFor(START)).toBe("start");
  });

  it("starts at the given log position otherwise", () => {
    expect(readPositionFor(at(1234n, 1234n))).toEqual(at(1234n, 1234n));
  });
});

describe("isStrictlyAfter (reads from a position include it)", () => {
  const after = at(500n, 500n);

  it("drops the event at the resume position itself", () => {
    expect(isStrictlyAfter(at(500n, 500n), after)).toBe(false);
  });

  it("drops anything earlier, such as events a resubscription replays", () => {
    expect(isStrictlyAfter(at(400n, 400n), after)).toBe(false);
    expect(isStrictlyAfter(at(500n, 499n), after)).toBe(false);
  });

  it("keeps later events, ordered by commit then prepare", () => {
    expect(isStrictlyAfter(at(501n, 0n), after)).toBe(true);
    expect(isStrictlyAfter(at(500n, 501n), after)).toBe(true);
  });

  it("keeps every event when reading from the start", () => {
    expect(isStrictlyAfter(at(0n, 0n), undefined)).toBe(true);
    expect(isStrictlyAfter(at(0n, 0n), START)).toBe(true);
  });
});
