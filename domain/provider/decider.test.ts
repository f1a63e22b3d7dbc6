import { describe, expect, it } from "vitest";
import { fold } from "../shared/decider";
import { deciderSpec } from "../shared/deciderSpec";
import { decide, evolve, initialState, providerDecider } from "./decider";
import { ProviderEvent } from "./events";
import {
  approveCaptain,
  approvedCaptain,
  completeProfile,
  submit,
  uploadDocument,
} from "./onboarding.fixtures";
import {
  addTowingEquipment,
  admin,
  availabilityChanged,
  booked,
  bookProvider,
  changeServices,
  createProfile,
  customerWithSameId,
  equipmentAdded,
  goOffline,
  goOnline,
  otherProvider,
  profileCreated,
  servicesChanged,
  setAvailability,
  system,
  TRUCK,
  wentOffline,
  wentOnline,
} from "./provider.fixtures";

const spec = deciderSpec({ decide, evolve, initialState });

describe("who may change a provider", () => {
  it.each([
    ["the provider themselves", undefined],
    ["an admin", admin()],
    ["system (seeding)", system()],
  ])("%s may", (_, actor) =>
    spec
      .given([])
      .when(createProfile(actor ? { actor } : {}))
      .then([profileCreated()]),
  );

  it("another provider may not", () =>
    spec
      .given([profileCreated()])
      .when(goOnline({ actor: otherProvider() }))
      .thenThrows("forbidden", "only the provider themselves or an admin"));

  it("a customer whose id happens to match may not", () =>
    spec
      .given([profileCreated()])
      .when(changeServices({ actor: customerWithSameId() }))
      .thenThrows("forbidden", "only the provider themselves"));
});

describe("CreateProviderProfile", () => {
  it("creates the profile once", () => spec.given([]).when(createProfile()).then([profileCreated()]));

  it("repeated services are listed once", () =>
    spec
      .given([])
      .when(createProfile({ services: ["towing", "jump-start", "towing"] }))
      .then([profileCreated({ services: ["towing", "jump-start"] })]));

  it("a second profile is a conflict", () =>
    spec
      .given([profileCreated()])
      .when(createProfile())
      .thenThrows("conflict", "prov-a already has a profile"));
});

describe("ChangeProviderServices", () => {
  it("changes the services", () =>
    spec
      .given([profileCreated()])
      .when(changeServices())
      .then([servicesChanged(["towing"])]));

  it("the same services in another order: no-op", () =>
    spec
      .given([profileCreated()])
      .when(changeServices({ services: ["jump-start", "towing", "jump-start"] }))
      .then([]));

  it("needs a profile", () =>
    spec.given([]).when(changeServices()).thenThrows("not_found", "prov-a has no profile"));
});

describe("AddTowingEquipment", () => {
  it("a towing provider adds a truck; it starts available", () => {
    spec.given([profileCreated()]).when(addTowingEquipment()).then([equipmentAdded()]);
    expect(fold(providerDecider, [profileCreated(), equipmentAdded()]).equipment).toEqual([
      { equipmentId: "truck-1", isAvailable: true },
    ]);
  });

  it("repeated compatible vehicles and blank features are dropped", () =>
    spec
      .given([profileCreated()])
      .when(
        addTowingEquipment({
          equipment: {
            ...TRUCK,
            compatibleVehicles: ["sedan", "suv", "sedan"],
            features: ["winch", "", "GPS", "winch"],
          },
        }),
      )
      .then([equipmentAdded()]));

  it("the equipment id must be new", () =>
    spec
      .given([profileCreated(), equipmentAdded()])
      .when(addTowingEquipment({ equipment: { ...TRUCK, truckName: "Another" } }))
      .thenThrows("conflict", "equipment truck-1 already exists"));

  it("a provider who does not offer towing cannot add a truck", () =>
    spec
      .given([profileCreated({ services: ["jump-start"] })])
      .when(addTowingEquipment())
      .thenThrows("conflict", "add towing to your services"));

  it("nor after dropping towing", () =>
    spec
      .given([profileCreated(), servicesChanged(["fuel-delivery"])])
      .when(addTowingEquipment())
      .thenThrows("conflict", "add towing to your services"));

  it("needs a profile", () =>
    spec.given([]).when(addTowingEquipment()).thenThrows("not_found", "has no profile"));
});

describe("SetTowingEquipmentAvailability", () => {
  it("marks a truck unavailable", () =>
    spec
      .given([profileCreated(), equipmentAdded()])
      .when(setAvailability())
      .then([availabilityChanged(false)]));

  it("and available again", () =>
    spec
      .given([profileCreated(), equipmentAdded(), availabilityChanged(false)])
      .when(setAvailability({ isAvailable: true }))
      .then([availabilityChanged(true)]));

  it("unchanged availability: no-op", () =>
    spec
      .given([profileCreated(), equipmentAdded()])
      .when(setAvailability({ isAvailable: true }))
      .then([]));

  it("unknown equipment", () =>
    spec
      .given([profileCreated(), equipmentAdded()])
      .when(setAvailability({ equipmentId: "truck-9" }))
      .thenThrows("not_found", "equipment truck-9 is not in this provider's fleet"));

  it("needs a profile", () =>
    spec.given([]).when(setAvailability()).thenThrows("not_found", "has no profile"));
});

describe("GoOnline / GoOffline", () => {
  it("goes online with a position", () =>
    spec.given(approvedCaptain()).when(goOnline()).then([wentOnline()]));

  it("not before the captain verified their email, saying why", () =>
    spec
      .given([profileCreated()])
      .when(goOnline({ emailVerified: false }))
      .thenThrows("forbidden", "Verify your email before going online"));

  it("online again: no-op", () => spec.given([profileCreated(), wentOnline()]).when(goOnline()).then([]));

  it("going online needs a profile", () =>
    spec.given([]).when(goOnline()).thenThrows("not_found", "prov-a has no profile"));

  it("goes offline", () =>
    spec.given([profileCreated(), wentOnline()]).when(goOffline()).then([wentOffline()]));

  it("offline again: no-op", () =>
    spec.given([profileCreated(), wentOnline(), wentOffline()]).when(goOffline()).then([]));

  it("a new provider starts offline", () => spec.given([profileCreated()]).when(goOffline()).then([]));

  it("offline without a profile: no-op (never online)", () => spec.given([]).when(goOffline()).then([]));

  it("online after offline", () =>
    spec
      .given([...approvedCaptain(), wentOnline(), wentOffline()])
      .when(goOnline())
      .then([wentOnline()]));

  it("a suspended captain cannot go online, and is told why", () =>
    spec
      .given([profileCreated()])
      .when(goOnline({ suspensionReason: "Expired insurance" }))
      .thenThrows("forbidden", "Your account is suspended: Expired insurance"));

  it("an admin takes a suspended captain offline", () =>
    spec
      .given([profileCreated(), wentOnline()])
      .when(goOffline({ actor: { userId: "admin-1", role: "admin" } }))
      .then([wentOffline()]));
});

describe("BookProvider: one job at a time", () => {
  it("a free provider is booked for the job they accept", () =>
    spec
      .given([...approvedCaptain(), wentOnline()])
      .when(bookProvider({ requestId: "req-b" }))
      .then([booked("req-b")]));

  it("while the job they took is still theirs, they cannot take another", () =>
    spec
      .given([...approvedCaptain(), wentOnline(), booked("req-b")])
      .when(bookProvider({ requestId: "req-a", currentJobHeld: true }))
      .thenThrows("conflict", "you are already on another job (request req-b)"));

  it("once that job has ended (or was never theirs), the next one books them", () =>
    spec
      .given([...approvedCaptain(), wentOnline(), booked("req-b")])
      .when(bookProvider({ requestId: "req-a", currentJobHeld: false }))
      .then([booked("req-a")]));

  it("booking again for the same job (a retried accept) changes nothing", () =>
    spec
      .given([profileCreated(), booked("req-b")])
      .when(bookProvider({ requestId: "req-b", currentJobHeld: true }))
      .then([]));

  it("only the provider themselves (or staff) can be booked", () =>
    spec
      .given([profileCreated()])
      .when(bookProvider({ requestId: "req-b", actor: otherProvider() }))
      .thenThrows("forbidden"));

  it("a provider without a profile cannot be booked", () =>
    spec
      .given([])
      .when(bookProvider({ requestId: "req-b" }))
      .thenThrows("not_found", "has no profile"));
});

it("the events the decider emits satisfy their schemas", () => {
  const history: ProviderEvent[] = [];
  for (const command of [
    createProfile(),
    completeProfile(),
    ...(["trade-licence", "insurance", "emirates-id"] as const).map((kind) => uploadDocument(kind)),
    submit(),
    approveCaptain(),
    addTowingEquipment(),
    setAvailability(),
    goOnline(),
    changeServices(),
    goOffline(),
    bookProvider({ requestId: "req-1" }),
  ]) {
    const events = decide(command, fold(providerDecider, history));
    for (const event of events) ProviderEvent.parse(event);
    history.push(...events);
  }
  expect(history).toHaveLength(13);
});
