import { describe, expect, it } from "vitest";
import { sharedTripFixture } from "./sharedTripFixture";
import { sharedTripState } from "./sharedTripState";

const trip = sharedTripFixture;

describe("the public tracking page's state", () => {
  it("waits for the first read", () => {
    expect(
      sharedTripState({ fetched: null, live: null, fetchErrorCode: null, fetchErrorMessage: null }),
    ).toEqual({ kind: "loading" });
  });

  it("says the link is gone when the server does not know the token or it expired", () => {
    expect(
      sharedTripState({ fetched: null, live: null, fetchErrorCode: "NOT_FOUND", fetchErrorMessage: "gone" })
        .kind,
    ).toBe("gone");
  });

  it("tells a server that cannot be reached apart from an expired link", () => {
    expect(
      sharedTripState({
        fetched: null,
        live: null,
        fetchErrorCode: null,
        fetchErrorMessage: "[Network] Failed to fetch",
      }),
    ).toEqual({ kind: "unreachable", message: "[Network] Failed to fetch" });
  });

  it("shows the live picture over the first read, and the end once the job ended", () => {
    const state = sharedTripState({
      fetched: trip(),
      live: trip({ status: "COMPLETED", statusText: "Service completed successfully", isActive: false }),
      fetchErrorCode: null,
      fetchErrorMessage: null,
    });
    expect(state).toMatchObject({ kind: "trip", ended: true, trip: { status: "COMPLETED" } });
  });
});
