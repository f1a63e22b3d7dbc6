// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { MetricCards, targetPercent } from "./MetricCards";

const metrics = {
  totalRequests: 12,
  completed: 9,
  cancelled: 2,
  totalRevenue: 250_000,
  revenueTarget: 1_000_000,
  activeUsers: 40,
  requestToAccept: { count: 9, meanMinutes: 3.4, p90Minutes: 7.9 },
};

const cardValue = (label: string) =>
  within(screen.getByLabelText(label)).getByTestId("metric-value").textContent;

describe("MetricCards", () => {
  it("shows today's figures against the AED 1M target", () => {
    renderWithProviders(<MetricCards metrics={metrics} live={null} />);
    expect(cardValue("Active users today")).toBe("40");
    expect(cardValue("Requests today")).toBe("12");
    expect(cardValue("Revenue today")).toBe("AED 250,000.00");
    expect(screen.getByText("25.0% of the AED 1,000,000 target")).toBeTruthy();
    expect(cardValue("Response time today")).toBe("3 min");
  });

  it("takes the live counters over the last read", () => {
    renderWithProviders(
      <MetricCards
        metrics={metrics}
        live={{ totalRequests: 13, totalRevenue: 250_310, activeUsers: 41, at: "" }}
      />,
    );
    expect(cardValue("Requests today")).toBe("13");
    expect(cardValue("Revenue today")).toBe("AED 250,310.00");
    expect(cardValue("Active users today")).toBe("41");
  });

  it("reads answers under a minute in seconds", () => {
    renderWithProviders(
      <MetricCards
        metrics={{ ...metrics, requestToAccept: { count: 1, meanMinutes: 0.25, p90Minutes: 0.25 } }}
        live={null}
      />,
    );
    expect(cardValue("Response time today")).toBe("15 s");
    expect(screen.getByText("p90 15 s over 1 acceptance")).toBeTruthy();
  });

  it("splits the ledger's revenue into net of VAT, VAT and the platform's own revenue", () => {
    renderWithProviders(
      <MetricCards
        metrics={metrics}
        live={null}
        ledger={{ grossBilledAed: 265, netBilledAed: 252.38, vatAed: 12.62, platformRevenueAed: 37.86 }}
      />,
    );
    expect(within(screen.getByLabelText("Revenue today")).getByTestId("metric-ledger").textContent).toBe(
      "Net of VAT AED 252.38 · VAT AED 12.62 · platform revenue AED 37.86",
    );
  });

  it("caps the target bar at 100%", () => {
    expect(targetPercent(1_500_000, 1_000_000)).toBe(100);
    expect(targetPercent(0, 0)).toBe(0);
  });
});
