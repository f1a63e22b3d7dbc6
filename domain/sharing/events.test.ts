import { describe, expect, it } from "vitest";
import { TripShared } from "./events";

const shared = (data: Partial<Record<string, unknown>>) => ({
  type: "TripShared",
  data: {
    shareId: "s1",
    requestId: "r1",
    shareToken: "k7Qm2vX9pL4tR8wZ1nB5cD",
    sharedWithName: "Mariam",
    sharedWithPhone: "+971 50 222 3344",
    includeLocation: true,
    includeETA: true,
    includeProviderDetails: true,
    sharedBy: "c1",
    sharedAt: "2025-03-10T08:00:00.000Z",
    ...data,
  },
});

describe("TripShared", () => {
  it("accepts a share with an unguessable token", () => {
    expect(TripShared.safeParse(shared({})).success).toBe(true);
  });

  it("refuses a short token and a bad phone", () => {
    expect(TripShared.safeParse(shared({ shareToken: "abc" })).success).toBe(false);
    expect(TripShared.safeParse(shared({ sharedWithPhone: "call me" })).success).toBe(false);
  });
});
