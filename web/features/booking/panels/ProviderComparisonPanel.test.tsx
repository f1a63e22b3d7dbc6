// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import type { RankedProvider } from "../data/useProviders";
import { ProviderComparisonPanel } from "./ProviderComparisonPanel";

/** As the server ranks and prices them for "now" at a 275 base (spec §9: −10, +0, +10, +20, …). */
const ranked = (rank: number, name: string, price: number, rankBadge: string | null): RankedProvider => ({
  rank,
  rankBadge,
  badges: rank === 1 ? ["Top Rated"] : [],
  comparisonPrice: price,
  distanceKm: rank * 1.1,
  etaMinutes: Math.ceil(rank * 1.1 * 2),
  rating: 4.8,
  responseTimeMinutes: 8,
  isTopRated: rank === 1,
  isNearest: false,
  isFastest: false,
  isHighlighted: rank <= 3,
  provider: {
    id: `p${rank}`,
    name,
    phone: "+971 50 000 0000",
    latitude: 25.2,
    longitude: 55.27,
    services: ["TOWING"],
    totalJobs: 3,
    totalRatings: 1,
    displayRating: 4.8,
  },
});

const PROVIDERS = [
  ranked(1, "Khalid Recovery", 265, "#1 Best"),
  ranked(2, "Tow & Go", 275, "#2 Fast"),
  ranked(3, "Desert Assist", 285, "#3 Near"),
  ranked(4, "Night Owl Towing", 295, null),
];

const render = (onSelect = vi.fn()) =>
  renderWithProviders(
    <ProviderComparisonPanel
      service="towing"
      mode="now"
      vehicleLabel="2022 Toyota Camry"
      providers={PROVIDERS}
      error={null}
      onRetry={vi.fn()}
      onSelect={onSelect}
      onInfo={vi.fn()}
      onClose={vi.fn()}
    />,
  );

describe("provider comparison (spec §2.6, §9)", () => {
  it("lists captains in rank order with the rank badges and each rank's price", () => {
    render();
    const rows = screen.getAllByTestId("ranked-provider");
    expect(rows.map((row) => within(row).getByTestId("comparison-price").textContent)).toEqual([
      "AED 265",
      "AED 275",
      "AED 285",
      "AED 295",
    ]);
    expect(within(rows[0]!).getByText("#1 Best")).toBeTruthy();
    expect(within(rows[1]!).getByText("#2 Fast")).toBeTruthy();
    expect(within(rows[2]!).getByText("#3 Near")).toBeTruthy();
    expect(within(rows[3]!).queryByText(/^#/)).toBeNull();
  });

  it("books the chosen captain at their rank's price", async () => {
    const onSelect = vi.fn();
    render(onSelect);
    await userEvent.click(screen.getByRole("button", { name: "Select Tow & Go for AED 275" }));
    expect(onSelect).toHaveBeenCalledWith(PROVIDERS[1]);
  });

  it("shows a loading state while the list comes", () => {
    renderWithProviders(
      <ProviderComparisonPanel
        service="towing"
        mode="schedule"
        vehicleLabel="car"
        providers={null}
        error={null}
        onRetry={vi.fn()}
        onSelect={vi.fn()}
        onInfo={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByLabelText("Loading captains")).toBeTruthy();
  });

  it("shows a failure with a retry", async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <ProviderComparisonPanel
        service="towing"
        mode="now"
        vehicleLabel="car"
        providers={null}
        error="[Network] Failed to fetch"
        onRetry={onRetry}
        onSelect={vi.fn()}
        onInfo={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Could not load captains");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
