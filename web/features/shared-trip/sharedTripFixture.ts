import type { SharedTrip } from "./sharedTripQueries";

type Tracking = NonNullable<SharedTrip["tracking"]>;

/** A live shared trip as the server sends it, for tests: accepted, with the captain's details and the pickup. */
export const sharedTripFixture = (overrides: Partial<SharedTrip> = {}): SharedTrip => ({
  requestId: "r1",
  serviceType: "TOWING",
  status: "ACCEPTED",
  statusText: "Your request has been accepted",
  sharedByName: "Aisha",
  sharedWithName: "Mariam",
  isActive: true,
  expiresAt: null,
  captainName: "Khalid",
  captainPhone: "+971 50 111 2222",
  captainRating: 4.8,
  pickupLocation: "Dubai Mall",
  pickupLatitude: 25.1972,
  pickupLongitude: 55.2744,
  etaMinutes: 6,
  updatedAt: "2026-11-25T08:00:00.000Z",
  tracking: null,
  ...overrides,
});

/** The captain 2 km north of the fixture's pickup, on the way. */
export const trackingFixture = (overrides: Partial<Tracking> = {}): Tracking => ({
  remainingKm: 2,
  etaMinutes: 6,
  speedKmh: 40,
  progressPercent: 30,
  status: "En Route",
  phase: "en-route",
  color: "blue",
  positionAt: "2026-11-25T08:00:00.000Z",
  providerLatitude: 25.2152,
  providerLongitude: 55.2744,
  ...overrides,
});
