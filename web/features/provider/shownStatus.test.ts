import { describe, expect, it } from "vitest";
import { shownStatus } from "./useJobActions";

describe("shownStatus", () => {
  it("shows the row's status when the captain did nothing to it", () => {
    expect(shownStatus("PENDING", undefined)).toBe("PENDING");
  });

  it("shows the confirmed action until the read model catches up", () => {
    expect(shownStatus("PENDING", "ACCEPTED")).toBe("ACCEPTED");
    expect(shownStatus("ACCEPTED", "IN_PROGRESS")).toBe("IN_PROGRESS");
    expect(shownStatus("PENDING", "DECLINED")).toBe("DECLINED");
  });

  it("lets the row win once it has reached or passed the confirmed status", () => {
    expect(shownStatus("IN_PROGRESS", "ACCEPTED")).toBe("IN_PROGRESS");
    expect(shownStatus("COMPLETED", "COMPLETED")).toBe("COMPLETED");
    // The customer cancelled after the captain accepted: the server's word is final.
    expect(shownStatus("CANCELLED", "ACCEPTED")).toBe("CANCELLED");
  });
});
