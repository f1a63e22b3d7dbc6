import { describe, expect, it } from "vitest";
import { requestCardView } from "./requestCardView";
import type { ServiceRequest } from "./serviceRequest";

const request: ServiceRequest = {
  id: "0190f3a2-7c1d-7b9e-a1f2-3c4d5e6f7a8b",
  customerId: "c1",
  providerId: "p1",
  providerName: "Khalid",
  serviceType: "tire-change",
  status: "completed",
  priority: "high",
  pickupLocation: "Sheikh Zayed Road, Exit 41",
  destination: null,
  vehicleMake: "Toyota",
  vehicleModel: "Camry",
  vehicleYear: 2021,
  vehicleColor: "White",
  licensePlate: "DXB A 12345",
  description: "Rear left flat",
  estimatedPrice: 195,
  finalPrice: 210.5,
  createdAt: "2025-03-01T06:30:00.000Z",
  providerRating: 5,
  customerRating: 4,
  providerReview: "Polite customer, easy job",
  customerReview: "Fast and friendly",
};

describe("requestCardView (spec §2.8)", () => {
  it("prints the service in words, the priority, the UAE time and the vehicle", () => {
    const view = requestCardView(request, "customer");
    expect(view.title).toBe("Tire Change");
    expect(view.priority).toBe("high");
    expect(view.createdAt).toMatch(/10:30/);
    expect(view.vehicle).toBe("2021 Toyota Camry White DXB A 12345");
  });

  it("prints the final price with 2 decimals, else the estimate", () => {
    expect(requestCardView(request, "customer").price).toBe("AED 210.50");
    expect(requestCardView({ ...request, finalPrice: null }, "customer").price).toBe("Est. AED 195");
    expect(
      requestCardView({ ...request, finalPrice: null, estimatedPrice: null }, "customer").price,
    ).toBeNull();
  });

  it("hides the badge of a normal priority", () => {
    expect(requestCardView({ ...request, priority: "normal" }, "customer").priority).toBeNull();
  });

  it("shows each side its own rating and the other side's review", () => {
    const asCustomer = requestCardView(request, "customer");
    expect(asCustomer.myRating).toBe(4);
    expect(asCustomer.theirReview).toEqual({ rating: 5, text: "Polite customer, easy job" });
    const asProvider = requestCardView(request, "provider");
    expect(asProvider.myRating).toBe(5);
    expect(asProvider.theirReview).toEqual({ rating: 4, text: "Fast and friendly" });
  });

  it("offers Message only while the job is accepted or in progress", () => {
    expect(requestCardView(request, "customer").canMessage).toBe(false);
    expect(requestCardView({ ...request, status: "accepted" }, "customer").canMessage).toBe(true);
    expect(requestCardView({ ...request, status: "in-progress" }, "customer").canMessage).toBe(true);
  });

  it("offers family sharing to the customer while the job runs, and photos to both parties", () => {
    const running = { ...request, status: "in-progress" };
    expect(requestCardView(running, "customer").canShare).toBe(true);
    expect(requestCardView(running, "provider").canShare).toBe(false);
    expect(requestCardView(request, "customer").canShare).toBe(false);
    expect(requestCardView(running, "provider").canAddPhotos).toBe(true);
    expect(requestCardView({ ...request, status: "cancelled" }, "customer").canAddPhotos).toBe(false);
  });
});
