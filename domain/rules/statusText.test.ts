import { describe, expect, it } from "vitest";
import { statusText } from "./statusText";

describe("statusText for real-time request updates", () => {
  it.each([
    ["accepted", "Your request has been accepted"],
    ["in-progress", "Provider is on the way"],
    ["completed", "Service completed successfully"],
    ["cancelled", "Request was cancelled"],
  ])("when the request becomes %s then the toast says %j", (status, text) => {
    expect(statusText(status)).toBe(text);
  });

  it.each(["pending", "declined", "", "toString", "constructor"])(
    "when the status is %j then there is no text",
    (status) => {
      expect(statusText(status)).toBeNull();
    },
  );
});
