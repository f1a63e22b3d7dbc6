import { describe, expect, it } from "vitest";
import { orNotProvided, validateProfile, validateVehicle } from "./profileValidation";

describe("profile rules (spec §2.7, §5)", () => {
  const profile = { name: "Aisha", phone: "+971501234567", address: "", city: "Dubai", emiratesId: "" };

  it("needs a name and a phone, nothing else", () => {
    expect(validateProfile(profile)).toBeNull();
    expect(validateProfile({ ...profile, name: " " })).not.toBeNull();
    expect(validateProfile({ ...profile, phone: "" })).not.toBeNull();
  });

  it("needs a vehicle's name, plate, make and model", () => {
    const vehicle = {
      vehicleName: "Family car",
      vehicleMake: "Nissan",
      vehicleModel: "Patrol",
      vehicleYear: "",
      vehicleColor: "",
      licensePlate: "DXB B 777",
      vehicleType: "",
      fuelType: "",
    };
    expect(validateVehicle(vehicle)).toBeNull();
    expect(validateVehicle({ ...vehicle, licensePlate: "" })).not.toBeNull();
  });

  it("prints Not provided for empty optional fields", () => {
    expect(orNotProvided(null)).toBe("Not provided");
    expect(orNotProvided("  ")).toBe("Not provided");
    expect(orNotProvided("784-1990-1234567-1")).toBe("784-1990-1234567-1");
  });
});
