import { describe, expect, it } from "vitest";
import { compareSchemas, parseMarkedChanges } from "./breakingChanges";

const BEFORE = `
  type Query { request(id: ID!): Request }
  type Request { id: ID! status: Status! vehicleMake: String! }
  enum Status { PENDING DONE }
`;
const FIELD_REMOVED = `
  type Query { request(id: ID!): Request }
  type Request { id: ID! status: Status! }
  enum Status { PENDING DONE }
`;

describe("compareSchemas", () => {
  it("reports a removed field as an unmarked breaking change", async () => {
    const result = await compareSchemas(BEFORE, FIELD_REMOVED, []);
    expect(result.unmarked.map((c) => [c.type, c.path])).toEqual([["FIELD_REMOVED", "Request.vehicleMake"]]);
  });

  it("lets a removal through once it is marked with its path and a reason", async () => {
    const mark = { path: "Request.vehicleMake", reason: "replaced by vehicle.make" };
    const result = await compareSchemas(BEFORE, FIELD_REMOVED, [mark]);
    expect(result.unmarked).toEqual([]);
    expect(result.marked.map((c) => c.path)).toEqual(["Request.vehicleMake"]);
    expect(result.unusedMarks).toEqual([]);
  });

  it("does not let a mark of another change type through", async () => {
    const mark = { path: "Request.vehicleMake", type: "FIELD_TYPE_CHANGED", reason: "a different change" };
    const result = await compareSchemas(BEFORE, FIELD_REMOVED, [mark]);
    expect(result.unmarked.map((c) => c.path)).toEqual(["Request.vehicleMake"]);
    expect(result.unusedMarks).toEqual([mark]);
  });

  it("counts a new required argument as breaking, and a new enum value only as dangerous", async () => {
    const after = `
      type Query { request(id: ID!, shard: Int!): Request }
      type Request { id: ID! status: Status! vehicleMake: String! }
      enum Status { PENDING DONE CANCELLED }
    `;
    const result = await compareSchemas(BEFORE, after, []);
    expect(result.unmarked.map((c) => [c.type, c.path])).toEqual([
      ["FIELD_ARGUMENT_ADDED", "Query.request.shard"],
    ]);
    expect(result.dangerous.map((c) => [c.type, c.path])).toEqual([["ENUM_VALUE_ADDED", "Status.CANCELLED"]]);
  });

  it("does not count added descriptions as breaking", async () => {
    const described = `
      "Reads." type Query { "One request." request("Its id." id: ID!): Request }
      "A booking." type Request { "Its id." id: ID! "Where it is." status: Status! "Make." vehicleMake: String! }
      "Where it is." enum Status { "Waiting." PENDING "Finished." DONE }
    `;
    const result = await compareSchemas(BEFORE, described, []);
    expect(result.unmarked).toEqual([]);
    expect(result.dangerous).toEqual([]);
  });
});

describe("parseMarkedChanges", () => {
  it("reads marks with a path and a reason", () => {
    expect(
      parseMarkedChanges('{"changes": [{"path": "A.b", "type": "FIELD_REMOVED", "reason": "unused"}]}'),
    ).toEqual([{ path: "A.b", type: "FIELD_REMOVED", reason: "unused" }]);
  });

  it("refuses a mark without a reason", () => {
    expect(() => parseMarkedChanges('{"changes": [{"path": "A.b", "reason": " "}]}')).toThrow(
      /needs a reason/,
    );
  });
});
