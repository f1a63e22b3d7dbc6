// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import type { Activity } from "./profileQueries";
import { RewardsTab } from "./RewardsTab";

const activity = (points: number, pointsToGold: number): Activity => ({
  requests: 30,
  completed: points / 25,
  cancelled: 2,
  spentAed: 5400,
  successPercent: 93,
  points,
  pointsToGold,
});

describe("RewardsTab", () => {
  it("shows the server's points, what they unlock and the way to Gold", () => {
    renderWithProviders(<RewardsTab activity={activity(700, 800)} />);
    expect(screen.getByText("700")).toBeTruthy();
    expect(screen.getByText("800 points to reach Gold")).toBeTruthy();
    expect(screen.getByText("Unlocked")).toBeTruthy(); // Premium Support, 500
    expect(screen.getByText("300 more points")).toBeTruthy(); // Free Service, 1000
  });

  it("greets a Gold member", () => {
    renderWithProviders(<RewardsTab activity={activity(1500, 0)} />);
    expect(screen.getByText("You are a Gold member")).toBeTruthy();
    expect(screen.getAllByText("Unlocked")).toHaveLength(2);
  });
});
