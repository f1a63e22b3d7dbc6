import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type ProfileT, profileMessages } from "./messages";
import {
  EMPTY_TRUCK_FORM,
  featureList,
  type TruckForm,
  truckFieldOf,
  truckFormOf,
  truckInputOf,
  validateTruck as validateTruckIn,
} from "./truckForm";

const english = i18n.getFixedT("en", profileMessages.namespace) as unknown as ProfileT;
const validateTruck = (form: TruckForm) => validateTruckIn(form, english);

const VALID: TruckForm = {
  truckName: " Falcon 1 ",
  truckType: "flatbed",
  capacity: "3500",
  compatibleVehicles: ["SEDAN", "SUV"],
  features: "Winch, GPS tracking, , Winch",
  plate: " DXB T 12345 ",
};

describe("validateTruck", () => {
  it("accepts a complete truck", () => {
    expect(validateTruck(VALID)).toEqual({});
  });
  it("names every missing field", () => {
    expect(validateTruck(EMPTY_TRUCK_FORM)).toEqual({
      truckName: "Truck name is required",
      truckType: "Choose the truck type",
      capacity: "Capacity is required",
      compatibleVehicles: "Choose at least one vehicle type it can tow",
      plate: "Plate is required",
    });
  });
  it("wants the capacity as a positive whole number of kilograms", () => {
    for (const capacity of ["3.5", "-100", "0", "3 t"])
      expect(validateTruck({ ...VALID, capacity }).capacity).toBe(
        "Capacity must be a whole number of kilograms",
      );
  });
});

describe("truckInputOf", () => {
  it("trims texts, sends the capacity as a number and features as a list", () => {
    expect(truckInputOf(VALID)).toEqual({
      truckName: "Falcon 1",
      truckType: "flatbed",
      capacity: 3500,
      compatibleVehicles: ["SEDAN", "SUV"],
      features: ["Winch", "GPS tracking"],
      plate: "DXB T 12345",
    });
  });
  it("round-trips a saved truck through the form", () => {
    const truck = {
      id: "t1",
      truckName: "Falcon 1",
      truckType: "wheel-lift",
      capacity: 2000,
      compatibleVehicles: ["SEDAN" as const],
      features: ["Winch"],
      plate: "DXB 1",
      isAvailable: true,
    };
    expect(truckInputOf(truckFormOf(truck))).toEqual({
      truckName: "Falcon 1",
      truckType: "wheel-lift",
      capacity: 2000,
      compatibleVehicles: ["SEDAN"],
      features: ["Winch"],
      plate: "DXB 1",
    });
  });
});

describe("featureList and truckFieldOf", () => {
  it("splits features on commas", () => {
    expect(featureList("")).toEqual([]);
    expect(featureList("Winch,Dollies")).toEqual(["Winch", "Dollies"]);
    expect(featureList("ونش، تتبع GPS")).toEqual(["ونش", "تتبع GPS"]);
  });
  it("maps the server's field names onto the form", () => {
    expect(truckFieldOf("equipment.capacityKg")).toBe("capacity");
    expect(truckFieldOf("input.plate")).toBe("plate");
    expect(truckFieldOf("compatibleVehicles.2")).toBe("compatibleVehicles");
    expect(truckFieldOf("equipmentId")).toBeNull();
  });
});
