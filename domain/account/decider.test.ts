import { describe, expect, it } from "vitest";
import { fold } from "../shared/decider";
import { deciderSpec } from "../shared/deciderSpec";
import {
  ACCOUNT_ID,
  addContact,
  addVehicle,
  admin,
  contactAdded,
  contactRemoved,
  contacts,
  defaultVehicleChanged,
  owner,
  profileUpdated,
  registerAccount,
  registered,
  removeContact,
  removeVehicle,
  stranger,
  system,
  updateProfile,
  VEHICLE_2,
  VEHICLE_3,
  vehicle,
  vehicleAdded,
  vehicleRemoved,
} from "./account.fixtures";
import { accountDecider, decide, evolve, initialState } from "./decider";
import { AccountEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });

describe("RegisterAccount", () => {
  it("a new customer registers themselves", () =>
    spec.given([]).when(registerAccount()).then([registered()]));

  it("a new provider registers themselves", () =>
    spec
      .given([])
      .when(registerAccount({ userType: "provider", actor: { userId: ACCOUNT_ID, role: "provider" } }))
      .then([registered({ userType: "provider" })]));

  it("system registers anyone, an admin included (seeding)", () =>
    spec
      .given([])
      .when(registerAccount({ userType: "admin", actor: system() }))
      .then([registered({ userType: "admin" })]));

  it("the email is stored lower-case and trimmed", () =>
    spec
      .given([])
      .when(registerAccount({ email: " Mariam@Example.AE " }))
      .then([registered()]));

  it("only once", () =>
    spec
      .given([registered()])
      .when(registerAccount())
      .thenThrows("conflict", "account acc-1 already exists"));

  it("nobody registers an account for someone else", () =>
    spec
      .given([])
      .when(registerAccount({ actor: stranger() }))
      .thenThrows("forbidden", "only be registered by itself or by the system"));

  it("an admin cannot register accounts (seeding runs as system)", () =>
    spec
      .given([])
      .when(registerAccount({ actor: admin() }))
      .thenThrows("forbidden", "only be registered by itself or by the system"));

  it("nobody signs up as an admin", () =>
    spec
      .given([])
      .when(registerAccount({ userType: "admin", actor: { userId: ACCOUNT_ID, role: "admin" } }))
      .thenThrows("forbidden", "admin accounts cannot be self-registered"));

  it("the sign-up role must match the account type", () =>
    spec
      .given([])
      .when(registerAccount({ userType: "provider" }))
      .thenThrows("forbidden", "a customer cannot register a provider account"));
});

describe("UpdateProfile", () => {
  it("the owner updates the profile", () =>
    spec.given([registered()]).when(updateProfile()).then([profileUpdated()]));

  it("an admin updates it for them", () =>
    spec
      .given([registered()])
      .when(updateProfile({ actor: admin() }))
      .then([profileUpdated()]));

  it('blank address and Emirates ID become null ("Not provided")', () =>
    spec
      .given([registered(), profileUpdated()])
      .when(updateProfile({ address: "  ", emiratesId: null }))
      .then([profileUpdated({ address: null, emiratesId: null })]));

  it("a save without an edit is a no-op", () =>
    spec.given([registered(), profileUpdated()]).when(updateProfile()).then([]));

  it("the registered profile counts too: nothing new, nothing emitted", () =>
    spec
      .given([registered()])
      .when(updateProfile({ address: null, emiratesId: null }))
      .then([]));

  it("name is required", () =>
    spec
      .given([registered()])
      .when(updateProfile({ name: "   " }))
      .thenThrows("bad_input", "name is required"));

  it("phone is required", () =>
    spec
      .given([registered()])
      .when(updateProfile({ phone: "" }))
      .thenThrows("bad_input", "phone is required"));

  it("another user cannot edit it", () =>
    spec
      .given([registered()])
      .when(updateProfile({ actor: stranger() }))
      .thenThrows("forbidden", "only the account owner or an admin"));

  it("an unknown account", () =>
    spec.given([]).when(updateProfile()).thenThrows("not_found", "account acc-1 does not exist"));
});

describe("AddVehicle", () => {
  it("the first vehicle is the primary one, even when not asked", () =>
    spec
      .given([registered()])
      .when(addVehicle())
      .then([vehicleAdded(vehicle(), true)]));

  it("a later vehicle is not primary unless asked", () =>
    spec
      .given([registered(), vehicleAdded()])
      .when(addVehicle(VEHICLE_2))
      .then([vehicleAdded(VEHICLE_2, false)]));

  it("a later vehicle asked to be primary becomes the only primary", () => {
    spec
      .given([registered(), vehicleAdded()])
      .when(addVehicle(VEHICLE_2, { makeDefault: true }))
      .then([vehicleAdded(VEHICLE_2, true)]);
    expect(
      fold(accountDecider, [registered(), vehicleAdded(), vehicleAdded(VEHICLE_2, true)]).defaultVehicleId,
    ).toBe("veh-2");
  });

  it("the vehicle id must be new", () =>
    spec
      .given([registered(), vehicleAdded()])
      .when(addVehicle(vehicle({ licensePlate: "Abu Dhabi 1" })))
      .thenThrows("conflict", "vehicle veh-1 already exists"));

  it.each(["Dubai A 12345", "dubai a 12345", "DUBAI-A-12345", "DubaiA12345"])(
    "the plate %s is already on another vehicle of the account",
    (licensePlate) =>
      spec
        .given([registered(), vehicleAdded()])
        .when(addVehicle(vehicle({ vehicleId: "veh-9", licensePlate })))
        .thenThrows(
          "conflict",
          `licensePlate "${licensePlate}" is already registered on your vehicle "Family car"`,
        ),
  );

  it("a plate freed by removing its vehicle can be used again", () =>
    spec
      .given([registered(), vehicleAdded(), vehicleRemoved("veh-1")])
      .when(addVehicle(vehicle({ vehicleId: "veh-9" })))
      .then([vehicleAdded(vehicle({ vehicleId: "veh-9" }), true)]));

  it("a blank plate is refused", () =>
    spec
      .given([registered()])
      .when(addVehicle(vehicle({ licensePlate: " " })))
      .thenThrows("bad_input", "licensePlate is required"));

  it("another user cannot add to the fleet", () =>
    spec
      .given([registered()])
      .when(addVehicle(vehicle(), { actor: stranger() }))
      .thenThrows("forbidden", "only the account owner"));

  it("an unknown account", () => spec.given([]).when(addVehicle()).thenThrows("not_found", "does not exist"));
});

describe("RemoveVehicle", () => {
  const fleet = [
    registered(),
    vehicleAdded(),
    vehicleAdded(VEHICLE_2, false),
    vehicleAdded(VEHICLE_3, false),
  ];

  it("removing a non-primary vehicle", () =>
    spec
      .given(fleet)
      .when(removeVehicle("veh-2"))
      .then([vehicleRemoved("veh-2")]));

  it("removing the primary makes the oldest remaining vehicle primary", () =>
    spec
      .given(fleet)
      .when(removeVehicle("veh-1"))
      .then([vehicleRemoved("veh-1"), defaultVehicleChanged("veh-2")]));

  it("the oldest remaining, by when it was added (not by id)", () =>
    spec
      .given([
        registered(),
        vehicleAdded(VEHICLE_3),
        vehicleAdded(VEHICLE_2, false),
        vehicleAdded(vehicle(), false),
      ])
      .when(removeVehicle("veh-3"))
      .then([vehicleRemoved("veh-3"), defaultVehicleChanged("veh-2")]));

  it("a primary chosen later hands over to the oldest remaining too", () =>
    spec
      .given([registered(), vehicleAdded(), vehicleAdded(VEHICLE_2, false), vehicleAdded(VEHICLE_3, true)])
      .when(removeVehicle("veh-3"))
      .then([vehicleRemoved("veh-3"), defaultVehicleChanged("veh-1")]));

  it("removing the last vehicle leaves no primary", () => {
    spec
      .given([registered(), vehicleAdded()])
      .when(removeVehicle("veh-1"))
      .then([vehicleRemoved("veh-1")]);
    expect(
      fold(accountDecider, [registered(), vehicleAdded(), vehicleRemoved("veh-1")]).defaultVehicleId,
    ).toBeNull();
  });

  it("the next vehicle after emptying the fleet is primary again", () =>
    spec
      .given([registered(), vehicleAdded(), vehicleRemoved("veh-1")])
      .when(addVehicle(VEHICLE_2))
      .then([vehicleAdded(VEHICLE_2, true)]));

  it("an unknown vehicle", () =>
    spec
      .given(fleet)
      .when(removeVehicle("veh-9"))
      .thenThrows("not_found", "vehicle veh-9 is not in this account"));

  it("a vehicle already removed", () =>
    spec
      .given([...fleet, vehicleRemoved("veh-2")])
      .when(removeVehicle("veh-2"))
      .thenThrows("not_found", "vehicle veh-2 is not in this account"));

  it("an admin may remove it", () =>
    spec
      .given(fleet)
      .when(removeVehicle("veh-2", { actor: admin() }))
      .then([vehicleRemoved("veh-2")]));

  it("another user may not", () =>
    spec
      .given(fleet)
      .when(removeVehicle("veh-2", { actor: stranger() }))
      .thenThrows("forbidden", "account owner"));
});

describe("AddEmergencyContact", () => {
  it("adds a contact", () => spec.given([registered()]).when(addContact()).then([contactAdded()]));

  it("name and phone are trimmed", () =>
    spec
      .given([registered()])
      .when(addContact({ contactName: "  Ahmed ", contactPhone: " +971 55 765 4321 " }))
      .then([contactAdded()]));

  it("a blank name is refused", () =>
    spec
      .given([registered()])
      .when(addContact({ contactName: " " }))
      .thenThrows("bad_input", "contactName is required"));

  it("a blank phone is refused", () =>
    spec
      .given([registered()])
      .when(addContact({ contactPhone: "" }))
      .thenThrows("bad_input", "contactPhone is required"));

  it.each(["+971 55 765 4321", "+971557654321", "055 765 4321", "00971 55 765 4321", "(055) 765-4321"])(
    "the same phone written as %s is refused",
    (contactPhone) =>
      spec
        .given([registered(), contactAdded()])
        .when(addContact({ contactId: "contact-2", contactName: "Ahmed again", contactPhone }))
        .thenThrows("conflict", `${contactPhone} is already one of your emergency contacts`),
  );

  it("a phone freed by removing its contact can be added again", () =>
    spec
      .given([registered(), contactAdded(), contactRemoved("contact-1")])
      .when(addContact({ contactId: "contact-2" }))
      .then([contactAdded({ contactId: "contact-2" })]));

  it("the contact id must be new", () =>
    spec
      .given([registered(), contactAdded()])
      .when(addContact({ contactPhone: "+971 50 999 9999" }))
      .thenThrows("conflict", "emergency contact contact-1 already exists"));

  it("the tenth contact is accepted", () =>
    spec
      .given([registered(), ...contacts(9)])
      .when(addContact({ contactId: "contact-10", contactPhone: "+971 52 111 1111" }))
      .then([contactAdded({ contactId: "contact-10", contactPhone: "+971 52 111 1111" })]));

  it("an eleventh is refused", () =>
    spec
      .given([registered(), ...contacts(10)])
      .when(addContact({ contactId: "contact-11", contactPhone: "+971 52 111 1111" }))
      .thenThrows("conflict", "at most 10 emergency contacts"));

  it("after removing one, there is room again", () =>
    spec
      .given([registered(), ...contacts(10), contactRemoved("contact-3")])
      .when(addContact({ contactId: "contact-11", contactPhone: "+971 52 111 1111" }))
      .then([contactAdded({ contactId: "contact-11", contactPhone: "+971 52 111 1111" })]));

  it("another user cannot add contacts", () =>
    spec
      .given([registered()])
      .when(addContact({ actor: stranger() }))
      .thenThrows("forbidden", "account owner"));

  it("an unknown account", () => spec.given([]).when(addContact()).thenThrows("not_found", "does not exist"));
});

describe("RemoveEmergencyContact", () => {
  it("removes a contact", () =>
    spec
      .given([registered(), contactAdded()])
      .when(removeContact("contact-1"))
      .then([contactRemoved("contact-1")]));

  it("an unknown contact", () =>
    spec
      .given([registered(), contactAdded()])
      .when(removeContact("contact-9"))
      .thenThrows("not_found", "emergency contact contact-9 is not in this account"));

  it("another user cannot remove contacts", () =>
    spec
      .given([registered(), contactAdded()])
      .when(removeContact("contact-1", { actor: stranger() }))
      .thenThrows("forbidden", "account owner"));

  it("system may (seeding and clean-up)", () =>
    spec
      .given([registered(), contactAdded()])
      .when(removeContact("contact-1", { actor: system() }))
      .then([contactRemoved("contact-1")]));
});

it("the events the decider emits satisfy their schemas", () => {
  const history: AccountEvent[] = [];
  for (const command of [
    registerAccount(),
    updateProfile(),
    addVehicle(),
    addVehicle(VEHICLE_2),
    removeVehicle("veh-1"),
    addContact(),
    removeContact("contact-1"),
  ]) {
    const events = decide(command, fold(accountDecider, history));
    for (const event of events) AccountEvent.parse(event);
    history.push(...events);
  }
  expect(history.map((e) => e.type)).toEqual([
    "AccountRegistered",
    "ProfileUpdated",
    "VehicleAdded",
    "VehicleAdded",
    "VehicleRemoved",
    "DefaultVehicleChanged",
    "EmergencyContactAdded",
    "EmergencyContactRemoved",
  ]);
  expect(owner().userId).toBe(ACCOUNT_ID);
});
