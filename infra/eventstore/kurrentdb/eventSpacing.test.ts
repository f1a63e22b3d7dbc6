import { describe, expect, it } from "vitest";
import { type Position, START } from "../../../domain/ports/eventStore";
import { EventSpacing, GUESSED_EVENT_BYTES } from "./eventSpacing";

const at = (offset: number): { position: Position } => ({
  position: { commit: BigInt(offset), prepare: BigInt(offset) },
});
const everyBytes = (bytes: number, count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => at(from + i * bytes));

describe("event spacing in a KurrentDB log", () => {
  it("counts events between two byte offsets by the spacing reads showed", () => {
    const spacing = new EventSpacing();
    spacing.learn(everyBytes(300, 11));
    expect(spacing.known).toBe(true);
    // 30,000 bytes of log at 300 bytes an event.
    expect(spacing.eventsBetween(at(6_000).position, at(36_000).position)).toBe(100);
    // From the start of the log.
    expect(spacing.eventsBetween(START, at(3_000).position)).toBe(10);
  });

  it("learns from backwards reads too, and averages reads so one odd page moves it only a little", () => {
    const spacing = new EventSpacing();
    spacing.learn(everyBytes(400, 5).reverse());
    expect(spacing.eventsBetween(START, at(40_000).position)).toBe(100);
    spacing.learn(everyBytes(4_000, 3));
    // 0.8 × 400 + 0.2 × 4,000 = 1,120 bytes an event.
    expect(spacing.eventsBetween(START, at(112_000).position)).toBe(100);
  });

  it("guesses until a read has shown the spacing, and says at least one event when the head is ahead", () => {
    const spacing = new EventSpacing();
    expect(spacing.known).toBe(false);
    expect(spacing.eventsBetween(START, at(GUESSED_EVENT_BYTES * 50).position)).toBe(50);
    spacing.learn([at(100)]);
    expect(spacing.known).toBe(false);
    spacing.learn(everyBytes(1_000, 2));
    expect(spacing.eventsBetween(at(0).position, at(10).position)).toBe(1);
  });

  it("counts nothing when `to` is not beyond `from`", () => {
    const spacing = new EventSpacing();
    spacing.learn(everyBytes(300, 3));
    expect(spacing.eventsBetween(at(900).position, at(900).position)).toBe(0);
    expect(spacing.eventsBetween(at(900).position, at(300).position)).toBe(0);
  });
});
