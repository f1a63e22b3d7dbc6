import { describe, expect, it } from "vitest";
import { sharedTripFixture, trackingFixture } from "./sharedTripFixture";
import { sharedTripMapMarks } from "./sharedTripMapMarks";
import type { SharedTrip } from "./sharedTripQueries";

const trip = (overrides: Partial<SharedTrip> = {}) =>
  sharedTripFixture({ status: "IN_PROGRESS", statusText: "Provider is on the way", ...overrides });
const tracking = trackingFixture;
const UNNAMED = { pickup: "Pickup", captain: "The captain" };

describe("the public tracking page's map", () => {
  it("marks the pickup, labelled with its address, before the captain has a position", () => {
    expect(sharedTripMapMarks(trip(), false, UNNAMED)).toEqual({
      pickup: { kind: "pickup", latitude: 25.1972, longitude: 55.2744, label: "Dubai Mall" },
      captain: null,
    });
  });

  it("puts the captain where the server last saw them", () => {
    const marks = sharedTripMapMarks(trip({ tracking: tracking() }), false, UNNAMED);
    expect(marks?.captain).toEqual({ latitude: 25.2152, longitude: 55.2744, name: "Khalid" });
  });

  it("names the captain generically when the link was shared without provider details", () => {
    const marks = sharedTripMapMarks(trip({ captainName: null, tracking: tracking() }), false, UNNAMED);
    expect(marks?.captain?.name).toBe("The captain");
  });

  it("draws nothing when the link was shared without the location", () => {
    expect(
      sharedTripMapMarks(
        trip({ pickupLocation: null, pickupLatitude: null, pickupLongitude: null }),
        false,
        UNNAMED,
      ),
    ).toBeNull();
  });

  it("draws nothing once the trip has ended", () => {
    expect(sharedTripMapMarks(trip({ tracking: tracking() }), true, UNNAMED)).toBeNull();
  });
});
