// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { LiveTrackingPanel } from "./LiveTrackingPanel";
import type { TrackedRequest } from "./useTrackedRequest";

const request = (
  tracking: TrackedRequest["tracking"],
  status: TrackedRequest["status"] = "IN_PROGRESS",
): TrackedRequest => ({
  id: "req-000123456",
  shortId: "123456",
  status,
  statusText: null,
  serviceType: "TOWING",
  scheduledAt: null,
  createdAt: "2026-11-25T08:00:00.000Z",
  acceptedAt: "2026-11-25T08:01:00.000Z",
  startedAt: null,
  completedAt: null,
  pickupLocation: "Burj Khalifa",
  pickupLatitude: 25.1972,
  pickupLongitude: 55.2744,
  destination: null,
  destinationLatitude: null,
  destinationLongitude: null,
  estimatedPrice: 275,
  finalPrice: null,
  vehicleMake: "Toyota",
  vehicleModel: "Camry",
  vehicleYear: 2021,
  vehicleColor: "White",
  licensePlate: "DXB A 1",
  description: null,
  provider: {
    id: "p1",
    name: "Khalid Recovery",
    phone: "+971 50 000 0000",
    displayRating: 4.8,
    totalJobs: 10,
    totalRatings: 4,
    responseTimeMinutes: 8,
    services: ["TOWING"],
  },
  tracking,
  route: [],
});

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
