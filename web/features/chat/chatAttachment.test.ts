import { describe, expect, it } from "vitest";
import { attachmentProblem, canSend, receiverOf } from "./chatAttachment";

describe("chat sending rules (spec §5)", () => {
  it("sends text or a photo, never nothing", () => {
    expect(canSend("", null, false)).toBe(false);
    expect(canSend("   ", null, false)).toBe(false);
    expect(canSend("hi", null, false)).toBe(true);
    expect(canSend("", { name: "flat.jpg" }, false)).toBe(true);
    expect(canSend("hi", null, true)).toBe(false);
  });

  it("takes images under 10 MB only", () => {
    expect(attachmentProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(attachmentProblem({ type: "text/plain", size: 10 })).toBe("Photos must be image files");
    expect(attachmentProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 })).toMatch(/10MB/);
  });

  it("addresses the other party", () => {
    const request = { customerId: "c1", providerId: "p1" };
    expect(receiverOf(request, "c1")).toBe("p1");
    expect(receiverOf(request, "p1")).toBe("c1");
  });
});
