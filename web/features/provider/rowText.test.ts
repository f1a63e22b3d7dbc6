import { describe, expect, it } from "vitest";
import { withdrawReasonText } from "./rowText";

describe("withdrawReasonText", () => {
  it("tells the captain why an offer or job left them, suspension and reassignment included", () => {
    expect(withdrawReasonText("suspended")).toBe("Your account was suspended");
    expect(withdrawReasonText("reassigned")).toBe("Support reassigned it");
    expect(withdrawReasonText("on-another-job")).toBe("You were on another job");
    expect(withdrawReasonText(null)).toBeNull();
  });
});
