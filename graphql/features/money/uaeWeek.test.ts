import { describe, expect, it } from "vitest";
import { mondayOf } from "./uaeWeek";

describe("mondayOf", () => {
  it("finds the week's Monday from any of its days, Sunday included", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-27")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-03-01")).toBe("2026-02-23");
  });
});
