import { DEMO_ACCOUNTS } from "../../../infra/seed/demoAccounts";

const byEmail = (email: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
};

/** The seeded demo accounts in the roles the tests need (spec §2.3 demo panel). */
export const DEMO = {
  customer: byEmail("aisha@example.ae"),
  otherCustomer: byEmail("rahul@example.ae"),
  provider: byEmail("khalid@captains.ae"),
  otherProvider: byEmail("omar@captains.ae"),
  admin: byEmail("admin@roadside.ae"),
} as const;

/** A booking of the demo customer, as the quick-booking screen sends it (spec §3 booking payload). */
export function bookingPayload(overrides: Record<string, unknown> = {}) {
  return {
    customerId: DEMO.customer.id,
    providerId: DEMO.provider.id,
    serviceType: "towing",
    pickupLocation: "Dubai Mall",
    destination: "Al Quoz garage",
    pickupLatitude: "25.1972",
    pickupLongitude: "55.2796",
    destinationLatitude: 25.1357,
    destinationLongitude: 55.2333,
    vehicleMake: "Toyota",
    vehicleModel: "Land Cruiser",
    vehicleYear: 2022,
    vehicleColor: "White",
    licensePlate: "DXB A 12345",
    description: "Engine won't start",
    estimatedPrice: "275",
    priority: "high",
    // Cash: these bookings test everything but paying; card bookings (a token, the processor) have their own tests.
    paymentMethod: "cash",
    scheduledAt: null,
    ...overrides,
  };
}
