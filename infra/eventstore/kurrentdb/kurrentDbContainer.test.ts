import { describe, expect, it } from "vitest";
import { composeKurrentDbImage } from "./kurrentDbContainer";

describe("the KurrentDB image the tests start", () => {
  it("is the one the compose file deploys, pinned to a version", () =>
    expect(composeKurrentDbImage()).toMatch(/^docker\.kurrent\.io\/.+\/kurrentdb:\d+\.\d+/));

  it("refuses a compose file that runs the latest image, or none", () => {
    expect(() =>
      composeKurrentDbImage("services:\n  kurrentdb:\n    image: kurrentdb/kurrentdb:latest\n"),
    ).toThrow(/must pin KurrentDB to a version/);
    expect(() => composeKurrentDbImage("services:\n  db:\n    image: postgres:16\n")).toThrow(
      /names no kurrentdb image/,
    );
  });
});
