// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { Provider } from "urql";
import { describe, expect, it } from "vitest";
import { fakeGraphqlClient } from "../../shared/testing/fakeGraphqlClient";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { EarningsCard } from "./EarningsCard";

const earnings = (figures: Partial<Record<string, number>>) => ({
  data: {
    myEarnings: {
      providerId: "p-khalid",
      balanceAed: 0,
      payableAed: 0,
      cashHeldAed: 0,
      todayEarningsAed: 0,
      weekEarningsAed: 0,
      commissionPercent: 15,
      ...figures,
    },
  },
});

function renderCard(answer: ReturnType<typeof earnings> | { error: { message: string } }) {
  const fake = fakeGraphqlClient({ EarningsCard: answer });
  renderWithProviders(
    <Provider value={fake.client}>
      <EarningsCard refreshKey={0} />
    </Provider>,
  );
  return fake;
}

const figure = (stat: string) => screen.getByTestId(`${stat}-value`).textContent;

describe("EarningsCard", () => {
  it("shows today's and this week's earnings and the balance from the ledger", () => {
    renderCard(earnings({ todayEarningsAed: 214.52, weekEarningsAed: 1_287.1, balanceAed: 964.3 }));
    expect(figure("earnings")).toBe("AED 214.52");
    expect(figure("earnings-week")).toBe("AED 1,287.10");
    expect(figure("balance")).toBe("AED 964.30");
    expect(screen.getByText("Owed to you at the next weekly payout")).toBeTruthy();
    expect(screen.getByText("After 15% commission")).toBeTruthy();
  });

  it("says AED 0.00 when nothing was earned, not a sample figure", () => {
    renderCard(earnings({}));
    expect([figure("earnings"), figure("earnings-week"), figure("balance")]).toEqual([
      "AED 0.00",
      "AED 0.00",
      "AED 0.00",
    ]);
    expect(screen.getByText("Nothing owed either way")).toBeTruthy();
  });

  it("says the captain owes commission when cash jobs left the balance negative", () => {
    renderCard(earnings({ balanceAed: -37.86 }));
    expect(figure("balance")).toBe("AED 37.86");
    expect(screen.getByText("You owe the platform (commission on cash jobs)")).toBeTruthy();
  });

  it("says why when the ledger could not be read, and links to the statements", async () => {
    renderCard({ error: { message: "Only providers have earnings" } });
    expect(within(await screen.findByRole("alert")).getByText(/Only providers have earnings/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Statements & payouts" }).getAttribute("href")).toBe(
      "/provider/earnings",
    );
  });
});
