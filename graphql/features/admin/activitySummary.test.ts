import { describe, expect, it } from "vitest";
import { activitySummary } from "./activitySummary";

describe("activitySummary", () => {
  it("says who was suspended or reinstated, and why", () => {
    expect(activitySummary("AccountSuspended", { userType: "provider", reason: "No-shows" })).toBe(
      "Admin suspended a provider: No-shows",
    );
    expect(activitySummary("AccountReinstated", { userType: "customer", reason: "Resolved" })).toBe(
      "Admin reinstated a customer: Resolved",
    );
  });

  it("says a job was reassigned, and why", () => {
    expect(activitySummary("JobReassigned", { reason: "captain stopped answering" })).toBe(
      "Support reassigned a job: captain stopped answering",
    );
  });
});
