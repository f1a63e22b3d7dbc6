import type { TrackedRequest } from "./useTrackedRequest";

/** A towing request accepted by Khalid Recovery, for component tests; override what a test is about. */
export function trackedRequest(overrides: Partial<TrackedRequest> = {}): TrackedRequest {
  return {
    id: "req-000123456",
    shortId: "123456",
    status: "IN_PROGRESS",
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
    tracking: null,
    route: [],
    ...overrides,
  };
}
