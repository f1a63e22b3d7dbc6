// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { accountLabel, LedgerSummaryPanel } from "./LedgerSummaryPanel";

const SUMMARY = {
  from: "2026-11-01",
  to: "2026-11-27",
  grossBilledAed: 265,
  netBilledAed: 252.38,
  vatAed: 12.62,
  platformRevenueAed: 37.86,
  capturedAed: 265,
  refundedAed: 0,
  cashCollectedAed: 0,
  balances: [
    { account: "payment-clearing", balanceAed: 265 },
    { account: "captain-payable", balanceAed: -214.52 },
    { account: "platform-revenue", balanceAed: -37.86 },
    { account: "vat-payable", balanceAed: -12.62 },
  ],
  trialBalanceAed: 0,
};

const figure = (label: string) =>
  within(screen.getByRole("group", { name: label })).getByTestId("ledger-figure").textContent;

describe("LedgerSummaryPanel", () => {
  it("shows gross, net of VAT, VAT and platform revenue, and a balanced trial balance", () => {
    renderWithProviders(<LedgerSummaryPanel summary={SUMMARY} />);
    expect(figure("Billed (incl. VAT)")).toBe("AED 265.00");
    expect(figure("Billed net of VAT")).toBe("AED 252.38");
    expect(figure("VAT")).toBe("AED 12.62");
    expect(figure("Platform revenue")).toBe("AED 37.86");
    expect(screen.getByTestId("trial-balance").textContent).toBe("Trial balance AED 0.00 · balanced");
    const rows = within(screen.getByRole("table", { name: "Account balances" })).getAllByRole("row");
    expect(rows[2]?.textContent).toBe("Captain payableAED -214.52");
  });

  it("says so when the trial balance is not zero", () => {
    renderWithProviders(<LedgerSummaryPanel summary={{ ...SUMMARY, trialBalanceAed: 0.01 }} />);
    expect(screen.getByTestId("trial-balance").textContent).toBe("Trial balance AED 0.01 · does not balance");
  });

  it("names accounts as people say them", () => {
    expect(accountLabel("cash-held-by-captains")).toBe("Cash held by captains");
    expect(accountLabel("captain-payable:p-khalid")).toBe("Captain payable (p-khalid)");
  });
});
