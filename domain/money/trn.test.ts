import { describe, expect, it } from "vitest";
import { parseTrn } from "./trn";

describe("UAE Tax Registration Numbers", () => {
  it("15 digits, spaces and dashes dropped", () => {
    expect(parseTrn("100123456700003")).toEqual({ trn: "100123456700003" });
    expect(parseTrn("100-1234-5670-0003")).toEqual({ trn: "100123456700003" });
    expect(parseTrn(" 100 123 456 700 003 ")).toEqual({ trn: "100123456700003" });
  });

  it.each(["10012345670000", "1001234567000031", "10012345670000A", ""])("%s is refused", (input) =>
    expect(parseTrn(input)).toEqual({ error: "must be 15 digits" }),
  );
});
