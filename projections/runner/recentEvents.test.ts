import { describe, expect, it } from "vitest";
import type { Position, RecordedEvent } from "../../domain/ports/eventStore";
import { RecentEvents } from "./recentEvents";

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
const event = (n: number, type = n % 2 === 0 ? "Even" : "Odd"): RecordedEvent => ({
  type,
  data: {},
  metadata: {
    eventId: `e${n}`,
    correlationId: "c",
    causationId: null,
    actor: { userId: "u", role: "system" },
    occurredAt: "2026-01-01T00:00:00.000Z",
    schemaVersion: 1,
  },
  streamId: "s",
  revision: BigInt(n),
  position: at(n),
});

function filled(capacity: number, last: number): RecentEvents {
  const recent = new RecentEvents(capacity);
  recent.startAfter(at(0));
  for (let n = 1; n <= last; n++) recent.add(event(n));
  return recent;
}

describe("recent events", () => {
  it("answers from memory after any position it holds, filtered by type and limited", () => {
    const recent = filled(100, 10);
    expect(recent.read(at(3), 100, undefined)?.events.map((e) => e.revision)).toEqual([
      4n,
      5n,
      6n,
      7n,
      8n,
      9n,
      10n,
    ]);
    expect(recent.read(at(3), 2, ["Even"])?.events.map((e) => e.revision)).toEqual([4n, 6n]);
    expect(recent.read(at(0), 100, ["None"])).toEqual({ events: [], head: at(10) });
    expect(recent.read(at(10), 100, undefined)).toEqual({ events: [], head: at(10) });
  });

  it("says it does not know (null) before its start, or once older events were evicted", () => {
    expect(new RecentEvents().read(at(5), 10, undefined)).toBeNull();
    const recent = filled(4, 10);
    expect(recent.read(at(1), 10, undefined)).toBeNull();
    expect(recent.read(at(9), 10, undefined)?.events.map((e) => e.revision)).toEqual([10n]);
  });
});
