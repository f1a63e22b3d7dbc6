import { describe, expect, it } from "vitest";
import { photoDescription, photoFileProblem } from "./photoRules";

describe("photo upload rules (spec §5)", () => {
  it("takes images under 10 MB only", () => {
    expect(photoFileProblem({ size: 2_000_000, type: "image/jpeg" })).toBeNull();
    expect(photoFileProblem({ size: 10 * 1024 * 1024, type: "image/png" })).toBe("too-large");
    expect(photoFileProblem({ size: 1000, type: "application/pdf" })).toBe("not-an-image");
  });

  it("describes a photo by its type when no description is given", () => {
    expect(photoDescription("problem", "  ")).toBe("problem photo");
    expect(photoDescription("after", " Tyre fitted ")).toBe("Tyre fitted");
  });
});
