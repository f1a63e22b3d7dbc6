import { describe, expect, it } from "vitest";
import { refundInput, validateRefund } from "./refundForm";

describe("validateRefund", () => {
  it("takes any amount up to what is left to refund, to the fil", () => {
    expect(validateRefund({ amount: "132.50", reason: "Late" }, 132.5)).toEqual({});
    expect(validateRefund({ amount: "0.1", reason: "Late" }, 132.5)).toEqual({});
    expect(validateRefund({ amount: "132.51", reason: "Late" }, 132.5).amountAed).toBe(
      "Amount can be at most AED 132.50, what is left to refund",
    );
  });

  it("names the field that is wrong", () => {
    expect(validateRefund({ amount: "", reason: " " }, 10)).toEqual({
      amountAed: "Amount is required",
      reason: "Say why the customer is refunded",
    });
    expect(validateRefund({ amount: "1.005", reason: "x" }, 10).amountAed).toBe(
      "Amount must be in AED, e.g. 100 or 137.50",
    );
    expect(validateRefund({ amount: "0", reason: "x" }, 10).amountAed).toBe("Amount must be more than AED 0");
    expect(validateRefund({ amount: "1", reason: "x".repeat(201) }, 10).reason).toBe(
      "Keep the reason to 200 characters",
    );
  });

  it("sends the amount as AED and the reason trimmed", () => {
    expect(refundInput("r1", { amount: " 132.5 ", reason: " Late " })).toEqual({
      requestId: "r1",
      amountAed: 132.5,
      reason: "Late",
    });
  });
});
