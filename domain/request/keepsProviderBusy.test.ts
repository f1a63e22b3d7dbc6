import { describe, expect, it } from "vitest";
import { fold } from "../shared/decider";
import type { RequestEvent } from "./events";
import { evolve } from "./evolve";
import {
  acceptedBy,
  cancelled,
  completedBy,
  declined,
  inProgressBy,
  minutesAfterT0,
  offerWithdrawn,
  PROVIDER_A,
  PROVIDER_B,
  pendingWithOffers,
  unassigned,
} from "./request.fixtures";
import { initialState, keepsProviderBusy } from "./state";

/** Whether the request told by `events` still holds provider A at `at` (T0 + 30 s by default: offers are open for 60 s). */
const holdsA = (events: RequestEvent[], at = minutesAfterT0(0.5)) =>
  keepsProviderBusy(fold({ initialState, evolve }, events), PROVIDER_A, at);

describe("keepsProviderBusy: is the job provider A took last still theirs?", () => {
  it.each([
    ["accepted by them", acceptedBy(PROVIDER_A)],
    ["under way", inProgressBy(PROVIDER_A)],
    ["offered to them, unanswered (their accept may be in flight)", pendingWithOffers(PROVIDER_A)],
  ])("yes when %s", (_, events) => expect(holdsA(events)).toBe(true));

  it.each([
    ["completed", completedBy(PROVIDER_A)],
    ["accepted by another provider", acceptedBy(PROVIDER_B)],
    ["cancelled", [...acceptedBy(PROVIDER_A), cancelled()]],
    ["unassigned", [...pendingWithOffers(PROVIDER_A), unassigned()]],
    ["declined by them", [...pendingWithOffers(PROVIDER_A), declined({ by: PROVIDER_A })]],
    [
      "their offer withdrawn",
      [...pendingWithOffers(PROVIDER_A), offerWithdrawn({ provider: PROVIDER_A, reason: "expired" })],
    ],
    ["never offered to them", pendingWithOffers(PROVIDER_B)],
    ["unknown (no stream)", []],
  ])("no when %s", (_, events) => expect(holdsA(events as RequestEvent[])).toBe(false));

  it("no once their open offer has expired, even before dispatch withdraws it", () =>
    expect(holdsA(pendingWithOffers(PROVIDER_A), minutesAfterT0(2))).toBe(false));
});
