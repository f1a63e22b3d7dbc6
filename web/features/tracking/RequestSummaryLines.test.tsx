// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { RequestSummaryLines } from "./RequestSummaryLines";
import type { TrackedRequest } from "./useTrackedRequest";

const request: TrackedRequest = {
  id: "req-000123456",
  shortId: "123456",
  status: "ACCEPTED",
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
  destination: "Al Quoz garage",
  destinationLatitude: 25.135,
  destinationLongitude: 55.23,
  estimatedPrice: 275,
  finalPrice: null,
  vehicleMake: "Toyota",
  vehicleModel: "Camry",
  vehicleYear: 2021,
  vehicleColor: "",
  licensePlate: "DXB A 1",
  description: null,
  provider: null,
  tracking: null,
  route: [],
};

const line = (label: string) => screen.getByText(label).parentElement?.textContent;

describe("RequestSummaryLines", () => {
  it("shows pickup, destination, the vehicle with its plate and the estimated price", () => {
    renderWithProviders(<RequestSummaryLines request={request} />);
    expect(line("Pickup:")).toBe("Pickup: Burj Khalifa");
    expect(line("Destination:")).toBe("Destination: Al Quoz garage");
    expect(line("Vehicle:")).toBe("Vehicle: 2021 Toyota Camry · DXB A 1");
    expect(line("Price:")).toBe("Price: Est. AED 275");
  });

  it("shows the final price once there is one, and leaves out what the booking did not give", () => {
    renderWithProviders(
      <RequestSummaryLines
        request={{
          ...request,
          finalPrice: 310.5,
          destination: null,
          vehicleMake: "",
          vehicleModel: "",
          vehicleYear: null,
          licensePlate: null,
        }}
      />,
    );
    expect(screen.queryByText("Destination:")).toBeNull();
    expect(screen.queryByText("Vehicle:")).toBeNull();
    expect(line("Price:")).toMatch(/^Price: AED\s?310\.50$/);
  });
});
