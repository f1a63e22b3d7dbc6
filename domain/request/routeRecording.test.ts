import { describe, it } from "vitest";
import { deciderSpec } from "../shared/deciderSpec";
import type { RequestCommand } from "./commands";
import { decide, evolve, initialState } from "./decider";
import {
  accepted,
  asProvider,
  asSystem,
  completed,
  minutesAfterT0,
  offered,
  PROVIDER_A,
  PROVIDER_B,
  REQUEST_ID,
  requested,
  started,
} from "./request.fixtures";

const spec = deciderSpec({ decide, evolve, initialState });
const AT = minutesAfterT0(5);

const recordRoutePoint = (
  o: { provider?: string; by?: ReturnType<typeof asSystem> } = {},
): RequestCommand => ({
  type: "RecordRoutePoint",
  actor: o.by ?? asSystem(),
  at: AT,
  requestId: REQUEST_ID,
  providerId: o.provider ?? PROVIDER_A,
  latitude: 25.2,
  longitude: 55.27,
});

const pointRecorded = {
  type: "RoutePointRecorded" as const,
  data: { requestId: REQUEST_ID, providerId: PROVIDER_A, latitude: 25.2, longitude: 55.27, recordedAt: AT },
};

describe("RecordRoutePoint", () => {
  const acceptedByA = [requested(), offered({ to: PROVIDER_A }), accepted({ by: PROVIDER_A })];

  it("records where the assigned provider is while the job is accepted", () =>
    spec.given(acceptedByA).when(recordRoutePoint()).then([pointRecorded]));

  it("and while it is in progress", () =>
    spec
      .given([...acceptedByA, started({ by: PROVIDER_A })])
      .when(recordRoutePoint())
      .then([pointRecorded]));

  it("not for another provider", () =>
    spec
      .given(acceptedByA)
      .when(recordRoutePoint({ provider: PROVIDER_B }))
      .thenThrows("conflict", "not assigned"));

  it("not before anyone accepted, nor after the job ended", () => {
    spec
      .given([requested(), offered({ to: PROVIDER_A })])
      .when(recordRoutePoint())
      .thenThrows("conflict", "pending");
    spec
      .given([...acceptedByA, started({ by: PROVIDER_A }), completed({ by: PROVIDER_A })])
      .when(recordRoutePoint())
      .thenThrows("conflict", "completed");
  });

  it("only dispatch records routes", () =>
    spec
      .given(acceptedByA)
      .when(recordRoutePoint({ by: asProvider(PROVIDER_A) }))
      .thenThrows("forbidden"));
});
