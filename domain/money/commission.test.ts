import { describe, expect, it } from "vitest";
import { commissionOn, DEFAULT_COMMISSION_BASIS_POINTS } from "./commission";

describe("commission on the net", () => {
  it("15 % by default: AED 261.90 net → AED 39.29 (3928.5 rounds away from zero)", () => {
    expect(DEFAULT_COMMISSION_BASIS_POINTS).toBe(1500);
    expect(commissionOn(26_190, 1500)).toBe(3_929);
  });

  it("a credit mirrors its charge to the fil", () => expect(commissionOn(-26_190, 1500)).toBe(-3_929));

  it("0 % and 100 % are the ends", () => {
    expect(commissionOn(12_345, 0)).toBe(0);
    expect(commissionOn(12_345, 10_000)).toBe(12_345);
  });

  it.each([-1, 10_001, 12.5])("refuses %s basis points", (bp) =>
    expect(() => commissionOn(100, bp)).toThrow("basisPoints"),
  );
});
