// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { TrackingStatusBadge } from "./TrackingStatusBadge";

describe("TrackingStatusBadge", () => {
  it("shows the status for the distance left", () => {
    renderWithProviders(<TrackingStatusBadge remainingKm={0.3} />);
    expect(screen.getByText("Almost There")).toBeTruthy();
  });
});
