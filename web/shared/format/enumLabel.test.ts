import { expect, it } from "vitest";
import { enumLabel } from "./enumLabel";

it("writes enum values with every word capitalised, as the emirates' names are", () => {
  expect(enumLabel("RAS_AL_KHAIMAH")).toBe("Ras Al Khaimah");
  expect(enumLabel("ABU_DHABI")).toBe("Abu Dhabi");
  expect(enumLabel("JUMP_START")).toBe("Jump Start");
  expect(enumLabel("DUBAI")).toBe("Dubai");
});
