import { describe, expect, it } from "vitest";
import { maskIban } from "./payoutViews";

describe("maskIban", () => {
  it("shows the country and the last four digits only, in groups of four", () => {
    expect(maskIban("AE070331234567890123456")).toBe("AE** **** **** **** ***3 456");
  });
});
