// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { describe, expect, it } from "vitest";
import { fakeGraphqlClient } from "../../shared/testing/fakeGraphqlClient";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { EarningsPage } from "./EarningsPage";

const MY_EARNINGS = {
  providerId: "p-khalid",
  balanceAed: 176.66,
  payableAed: 214.52,
  cashHeldAed: 37.86,
  todayEarningsAed: 214.52,
  weekEarningsAed: 214.52,
  commissionPercent: 15,
  jobs: [
    {
      requestId: "req-0000-abc123",
      serviceType: "TOWING",
      paymentMethod: "CARD",
      supplyDate: "2026-11-23T10:00:00.000Z",
      grossAed: 265,
      vatAed: 12.62,
      netAed: 252.38,
      commissionAed: 37.86,
      earningsAed: 214.52,
      creditedAed: 0,
    },
  ],
  weeks: [
    {
      weekStart: "2026-11-23",
      weekEnd: "2026-11-29",
      jobs: 1,
      grossAed: 265,
      commissionAed: 37.86,
      earningsAed: 214.52,
      cashCollectedAed: 0,
      paidOutAed: 0,
      closingBalanceAed: 214.52,
    },
  ],
  payouts: [
    {
      runId: "run-1",
      weekStart: "2026-11-16",
      weekEnd: "2026-11-22",
      transferAed: 500,
      status: "PAID",
      paidAt: "2026-11-24T08:00:00.000Z",
      bankReference: "FT2611240001",
    },
  ],
};

function renderPage(myEarnings: unknown) {
  const fake = fakeGraphqlClient({ MyEarnings: { data: { myEarnings } } });
  renderWithProviders(
    <Provider value={fake.client}>
      <EarningsPage />
    </Provider>,
  );
  return userEvent.setup();
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("EarningsPage", () => {
  it("breaks each job down from gross to the captain's earnings", () => {
    renderPage(MY_EARNINGS);
    const table = screen.getByRole("table", { name: "Earnings per job" });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(cells(row)).toEqual([
      "23 Nov 2026",
      "#abc123",
      "Towing",
      "Card",
      "AED 265.00",
      "AED 12.62",
      "AED 252.38",
      "AED 37.86",
      "—",
      "AED 214.52",
    ]);
    expect(
      within(screen.getByRole("group", { name: "Balance" })).getByTestId("summary-value").textContent,
    ).toBe("AED 176.66");
    expect(
      within(screen.getByRole("group", { name: "Cash you hold" })).getByTestId("summary-value").textContent,
    ).toBe("AED 37.86");
  });

  it("shows the weekly statements and the paid payouts with the bank's reference", async () => {
    const user = renderPage(MY_EARNINGS);
    await user.click(screen.getByRole("tab", { name: "Weekly statements" }));
    const week = within(screen.getByRole("table", { name: "Weekly statements" })).getAllByRole("row")[1];
    expect(cells(week as HTMLElement)).toEqual([
      "23 Nov – 29 Nov 2026",
      "1",
      "AED 265.00",
      "AED 37.86",
      "AED 214.52",
      "AED 0.00",
      "AED 0.00",
      "AED 214.52",
    ]);
    await user.click(screen.getByRole("tab", { name: "Payouts" }));
    const payout = within(screen.getByRole("table", { name: "Payouts" })).getAllByRole("row")[1];
    expect(cells(payout as HTMLElement)).toEqual([
      "16 Nov – 22 Nov 2026",
      "AED 500.00",
      "Paid",
      "24 Nov 2026",
      "FT2611240001",
    ]);
  });

  it("says plainly when there is nothing yet, with zero balances", async () => {
    const user = renderPage({
      ...MY_EARNINGS,
      balanceAed: 0,
      payableAed: 0,
      cashHeldAed: 0,
      weekEarningsAed: 0,
      jobs: [],
      weeks: [],
      payouts: [],
    });
    expect(screen.getByText(/No invoiced jobs yet/)).toBeTruthy();
    expect(
      within(screen.getByRole("group", { name: "Balance" })).getByTestId("summary-value").textContent,
    ).toBe("AED 0.00");
    await user.click(screen.getByRole("tab", { name: "Weekly statements" }));
    expect(screen.getByText("No statements yet.")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Payouts" }));
    expect(screen.getByText(/No payouts yet/)).toBeTruthy();
  });
});
