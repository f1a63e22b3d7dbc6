import { describe, expect, it } from "vitest";
import { DEFAULT_SUPPORT_PHONE, statusText } from "./statusText";

describe("statusText for real-time request updates", () => {
  it.each([
    ["accepted", "Your request has been accepted"],
    ["in-progress", "Provider is on the way"],
    ["completed", "Service completed successfully"],
    ["cancelled", "Request was cancelled"],
  ])("when the request becomes %s then the toast says %j", (status, text) => {
    expect(statusText(status)).toBe(text);
  });

  it("when nobody took the request, the text gives the support number to call", () => {
    expect(statusText("unassigned", "+971 4 555 0100")).toBe(
      "No provider could take your request. Please call support on +971 4 555 0100.",
    );
    expect(statusText("unassigned")).toContain(DEFAULT_SUPPORT_PHONE);
  });

  it.each(["pending", "declined", "", "toString", "constructor"])(
    "when the status is %j then there is no text",
    (status) => {
      expect(statusText(status)).toBeNull();
    },
  );
});
