import { describe, expect, it } from "vitest";
import { contactInput } from "./contactValidation";

describe("adding an emergency contact (spec §5)", () => {
  it("trims name and phone and keeps the relationship", () => {
    expect(
      contactInput({ contactName: "  Mariam ", contactPhone: " +971 50 222 3344 ", relationship: "FRIEND" }),
    ).toEqual({
      contactName: "Mariam",
      contactPhone: "+971 50 222 3344",
      relationship: "FRIEND",
    });
  });

  it("refuses a contact without a name or a phone", () => {
    expect(contactInput({ contactName: "Mariam", contactPhone: "  ", relationship: "FAMILY" })).toBeNull();
    expect(
      contactInput({ contactName: "", contactPhone: "+971 50 222 3344", relationship: "FAMILY" }),
    ).toBeNull();
  });
});
