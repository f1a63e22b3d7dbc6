import { describe, expect, it } from "vitest";
import { shareLinkStatus, trackingUrl } from "./shareLink";

const now = new Date("2026-11-25T08:00:00Z"); // 12:00 in Dubai

describe("share link display", () => {
  it("builds the public tracking page's address", () => {
    expect(trackingUrl("https://roadside.ae", "abc_DEF-123")).toBe("https://roadside.ae/track/abc_DEF-123");
  });

  it("shows a running link as active since it was shared", () => {
    const status = shareLinkStatus(
      { sharedAt: "2026-11-25T06:30:00Z", expiresAt: null, isActive: true },
      now,
    );
    expect(status.active).toBe(true);
    expect(status.text).toMatch(/^Link active · shared 10:30/);
  });

  it("shows a link whose job ended as expired, with when", () => {
    const status = shareLinkStatus(
      { sharedAt: "2026-11-25T06:30:00Z", expiresAt: "2026-11-25T07:05:00Z", isActive: false },
      now,
    );
    expect(status).toEqual({ active: false, text: expect.stringMatching(/^Link expired 11:05/) });
  });

  it("treats a link past its expiry as expired even before the server says so", () => {
    const status = shareLinkStatus(
      { sharedAt: "2026-11-24T06:30:00Z", expiresAt: "2026-11-24T09:00:00Z", isActive: true },
      now,
    );
    expect(status.active).toBe(false);
    expect(status.text).toMatch(/^Link expired .*2026/);
  });
});
