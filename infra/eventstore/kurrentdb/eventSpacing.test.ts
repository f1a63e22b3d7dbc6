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

  it("learns from backwards reads too", () => {
    const spacing = new EventSpacing();
    spacing.learn(everyBytes(400, 5).reverse());
    expect(spacing.eventsBetween(START, at(40_000).position)).toBe(100);
  });

  it("keeps each stretch's own density: small events early in the log, large ones later", () => {
    const spacing = new EventSpacing();
    spacing.learn(everyBytes(200, 101)); // 0 … 20,000: 100 events
    spacing.learn(everyBytes(2_000, 51, 20_000)); // 20,000 … 120,000: 50 events
    expect(spacing.eventsBetween(at(0).position, at(20_000).position)).toBe(100);
    expect(spacing.eventsBetween(at(20_000).position, at(120_000).position)).toBe(50);
    expect(spacing.eventsBetween(at(10_000).position, at(60_000).position)).toBe(70);
    // One average over the whole log (120,000 bytes / 150 events = 800) would say 125 for the last stretch.
  });

  it("trusts the newest read of a stretch over an older one", () => {
    const spacing = new EventSpacing();
    spacing.learn(everyBytes(1_000, 11)); // 0 … 10,000: 10 events
    spacing.learn(everyBytes(250, 21, 5_000)); // 5,000 … 10,000 again: 20 events
    expect(spacing.eventsBetween(at(5_000).position, at(10_000).position)).toBe(20);
    expect(spacing.eventsBetween(at(0).position, at(5_000).position)).toBe(5);
  });

  it("counts a stretch no read has shown at the density of everything seen", () => {
    const spacing = new EventSpacing();
    spacing.learn(everyBytes(500, 11)); // 5,000 bytes, 10 events
    spacing.learn(everyBytes(1_500, 11, 20_000)); // 15,000 bytes, 10 events: 1,000 bytes an event overall
    expect(spacing.bytesPerEvent).toBe(1_000);
    expect(spacing.eventsBetween(at(5_000).position, at(20_000).position)).toBe(15);
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
