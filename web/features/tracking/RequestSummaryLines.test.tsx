// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { RequestSummaryLines } from "./RequestSummaryLines";
import { trackedRequest } from "./trackedRequest.fixture";

const request = trackedRequest({
  status: "ACCEPTED",
  destination: "Al Quoz garage",
  destinationLatitude: 25.135,
  destinationLongitude: 55.23,
  vehicleColor: "",
  provider: null,
});

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
