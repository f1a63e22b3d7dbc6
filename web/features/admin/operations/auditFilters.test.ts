import { describe, expect, it } from "vitest";
import { auditVariables, matchesFilters, NO_FILTERS, uaeLocalToIso } from "./auditFilters";

const entry = {
  streamId: "request-1",
  type: "JobAccepted",
  actor: { userId: "p1" },
  occurredAt: "2025-03-10T06:00:00.000Z",
};

describe("audit filters", () => {
  it("reads the time inputs as UAE wall clock", () => {
    expect(uaeLocalToIso("2025-03-10T10:00")).toBe("2025-03-10T06:00:00.000Z");
    expect(uaeLocalToIso("")).toBeNull();
    expect(uaeLocalToIso("yesterday")).toBeNull();
  });

  it("drops blanks from the query variables", () => {
    expect(auditVariables({ ...NO_FILTERS, eventType: " JobAccepted " })).toEqual({
      streamId: null,
      eventType: "JobAccepted",
      actorUserId: null,
      from: null,
      to: null,
    });
  });

  it("keeps a live entry only when every filter matches; `to` is exclusive", () => {
    expect(matchesFilters(entry, NO_FILTERS)).toBe(true);
    expect(matchesFilters(entry, { ...NO_FILTERS, streamId: "request-1", actorUserId: "p1" })).toBe(true);
    expect(matchesFilters(entry, { ...NO_FILTERS, eventType: "JobStarted" })).toBe(false);
    expect(matchesFilters(entry, { ...NO_FILTERS, from: "2025-03-10T10:00" })).toBe(true);
    expect(matchesFilters(entry, { ...NO_FILTERS, to: "2025-03-10T10:00" })).toBe(false);
  });
});
