import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type ProfileT, profileMessages } from "./messages";
import {
  emirateLabel,
  orNotProvided,
  profileInput,
  validateProfile,
  validateVehicle,
  vehicleInput,
} from "./profileValidation";

const english = i18n.getFixedT("en", profileMessages.namespace) as unknown as ProfileT;

describe("profile edit rules (spec §2.7, §5)", () => {
  const form = { name: "Aisha", phone: "+971501234567", address: "", city: "DUBAI" as const, emiratesId: "" };

  it("needs a name and a phone, nothing else", () => {
    expect(validateProfile(form, english)).toEqual({});
    expect(validateProfile({ ...form, name: " " }, english)).toEqual({ name: "Full Name is required" });
    expect(validateProfile({ ...form, phone: "" }, english)).toEqual({ phone: "Phone is required" });
  });

  it("accepts an Emirates ID only in the 784-XXXX-XXXXXXX-X format", () => {
    expect(validateProfile({ ...form, emiratesId: "784-1990-1234567-1" }, english)).toEqual({});
    expect(validateProfile({ ...form, emiratesId: "7841990" }, english).emiratesId).toMatch(
      /784-XXXX-XXXXXXX-X/,
    );
  });

  it("sends trimmed text and empty optional fields as null", () => {
    expect(profileInput({ ...form, name: " Aisha K ", address: "  ", emiratesId: "" })).toEqual({
      name: "Aisha K",
      phone: "+971501234567",
      city: "DUBAI",
      address: null,
      emiratesId: null,
    });
  });

  it("names the emirates as people write them", () => {
    expect(emirateLabel("RAS_AL_KHAIMAH", english)).toBe("Ras Al Khaimah");
    expect(emirateLabel("DUBAI", english)).toBe("Dubai");
  });

  it("prints Not provided for empty optional fields", () => {
    expect(orNotProvided(null, english)).toBe("Not provided");
    expect(orNotProvided("  ", english)).toBe("Not provided");
    expect(orNotProvided("784-1990-1234567-1", english)).toBe("784-1990-1234567-1");
  });
});

describe("My Fleet rules (spec §5 add vehicle)", () => {
  const vehicle = {
    vehicleName: "Family car",
    vehicleMake: "Nissan",
    vehicleModel: "Patrol",
    vehicleYear: "",
    vehicleColor: "",
    licensePlate: "DXB B 777",
    vehicleType: "" as const,
    fuelType: "" as const,
  };

  it("needs the name, plate, make and model, each named when missing", () => {
    expect(validateVehicle(vehicle, english)).toEqual({});
    expect(validateVehicle({ ...vehicle, licensePlate: "", vehicleMake: " " }, english)).toEqual({
      licensePlate: "Licence plate is required",
      vehicleMake: "Make is required",
    });
  });

  it("takes a year only between 1900 and next year", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(validateVehicle({ ...vehicle, vehicleYear: "2027" }, english, now)).toEqual({});
    expect(validateVehicle({ ...vehicle, vehicleYear: "2028" }, english, now).vehicleYear).toBe(
      "Year must be between 1900 and 2027",
    );
    expect(validateVehicle({ ...vehicle, vehicleYear: "20x1" }, english, now).vehicleYear).toBeDefined();
  });

  it("sends the year as a number and unset choices as null", () => {
    expect(vehicleInput({ ...vehicle, vehicleYear: "2021", vehicleType: "SUV" })).toMatchObject({
      vehicleYear: 2021,
      vehicleType: "SUV",
      fuelType: null,
      vehicleColor: null,
    });
  });
});
