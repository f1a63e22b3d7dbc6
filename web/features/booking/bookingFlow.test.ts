import { describe, expect, it } from "vitest";
import {
  type BookingFlow,
  type Comparing,
  comparisonOf,
  flowService,
  IDLE,
  pickProvider,
} from "./bookingFlow";
import type { RankedProvider } from "./data/useProviders";

const compare = (mode: "now" | "schedule"): Comparing => ({
  kind: "compare",
  mode,
  draft: { service: "jump-start", vehicle: { make: "Honda", model: "Civic" } },
});
const captain = { rank: 1, provider: { id: "p1" } } as RankedProvider;

describe("booking flow (spec §4)", () => {
  it("goes from the comparison to quick booking for now and to the schedule steps for later", () => {
    expect(pickProvider(compare("now"), captain).kind).toBe("quick");
    expect(pickProvider(compare("schedule"), captain).kind).toBe("schedule");
  });

  it("keeps the comparison list behind the booking dialogs, so closing one returns to it", () => {
    const from = compare("now");
    expect(comparisonOf(pickProvider(from, captain))).toBe(from);
    expect(comparisonOf(IDLE)).toBeNull();
  });

  it("knows the service at every step", () => {
    const steps: BookingFlow[] = [
      { kind: "vehicle", service: "tire-change", provider: null },
      { kind: "towing", truck: null },
      pickProvider(compare("schedule"), captain),
    ];
    expect(steps.map(flowService)).toEqual(["tire-change", "towing", "jump-start"]);
    expect(flowService(IDLE)).toBeNull();
  });
});
