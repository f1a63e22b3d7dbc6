// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { LiveTrackingPanel } from "./LiveTrackingPanel";
import { trackedRequest } from "./trackedRequest.fixture";
import type { TrackedRequest } from "./useTrackedRequest";

const request = (
  tracking: TrackedRequest["tracking"],
  status: TrackedRequest["status"] = "IN_PROGRESS",
): TrackedRequest => trackedRequest({ tracking, status });

const live = (status: string, phase: string, color: string, remainingKm: number) => ({
  status,
  phase,
  color,
  remainingKm,
  etaMinutes: Math.ceil(remainingKm * 2),
  speedKmh: 42,
  progressPercent: 60,
  providerLatitude: 25.2,
  providerLongitude: 55.27,
  positionAt: "2026-11-25T08:05:00.000Z",
});

describe("live tracking status colours (spec §4), as the server sends them", () => {
  it.each([
    ["En Route", "en-route", "blue", 3.2],
    ["Nearby", "nearby", "yellow", 0.8],
    ["Almost There", "almost-there", "orange", 0.4],
    ["Arriving Now", "arriving-now", "green", 0.1],
  ])("%s (%s) is drawn %s", (status, phase, color, km) => {
    renderWithProviders(<LiveTrackingPanel request={request(live(status, phase, color, km))} />);
    const badge = screen.getByText(status);
    expect(badge.getAttribute("data-palette")).toBe(color);
    expect(screen.getByText(`${km.toFixed(1)} km`)).toBeTruthy();
    expect(screen.getByText("42 km/h")).toBeTruthy();
  });

  it("shows an unknown colour neutrally instead of guessing", () => {
    renderWithProviders(<LiveTrackingPanel request={request(live("Parked", "parked", "purple", 2))} />);
    expect(screen.getByText("Parked").getAttribute("data-palette")).toBe("gray");
  });

  it("says who it waits for before the captain has a position", () => {
    renderWithProviders(<LiveTrackingPanel request={request(null, "PENDING")} />);
    expect(screen.getByText("Waiting for Khalid Recovery to accept your request.")).toBeTruthy();
  });
});
