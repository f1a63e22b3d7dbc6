import { EVENT_TYPE, excludeSystemEvents, type Filter } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { acceptsType, isSystemEvent, serverFilterFor } from "./allStreamFilter";

function regexOf(filter: Filter): RegExp {
  if (!("regex" in filter)) throw new Error("expected a regex filter");
  return new RegExp(filter.regex);
}

describe("isSystemEvent", () => {
  it("flags KurrentDB's own types and streams", () => {
    expect(isSystemEvent({ type: "$UserCreated", streamId: "$users" })).toBe(true);
    expect(isSystemEvent({ type: "$metadata", streamId: "$$request-1" })).toBe(true);
    expect(isSystemEvent({ type: "Something", streamId: "$scavenges" })).toBe(true);
  });

  it("lets application events through", () => {
    expect(isSystemEvent({ type: "ServiceRequested", streamId: "request-1" })).toBe(false);
  });
});

describe("serverFilterFor", () => {
  it("excludes system event types when no types are asked for", () => {
    expect(serverFilterFor(undefined)).toEqual(excludeSystemEvents());
  });

  it("matches exactly the given event types, not types that merely start with them", () => {
    const filter = serverFilterFor(["JobAccepted", "ServiceRequested"]);
    expect(filter.filterOn).toBe(EVENT_TYPE);
    const regex = regexOf(filter);
    expect(regex.test("JobAccepted")).toBe(true);
    expect(regex.test("ServiceRequested")).toBe(true);
    expect(regex.test("JobAcceptedV2")).toBe(false);
    expect(regex.test("OldJobAccepted")).toBe(false);
  });

  it("treats regex characters in type names literally", () => {
    const regex = regexOf(serverFilterFor(["a.b", "c+"]));
    expect(regex.test("a.b")).toBe(true);
    expect(regex.test("axb")).toBe(false);
    expect(regex.test("c+")).toBe(true);
    expect(regex.test("cc")).toBe(false);
  });
});

describe("acceptsType", () => {
  it("accepts everything without a list, and only listed types with one", () => {
    expect(acceptsType(undefined, "Anything")).toBe(true);
    expect(acceptsType(["A"], "A")).toBe(true);
    expect(acceptsType(["A"], "B")).toBe(false);
    expect(acceptsType([], "A")).toBe(false);
  });
});
