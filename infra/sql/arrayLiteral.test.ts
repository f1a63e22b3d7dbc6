import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { arrayLiteral, encodeArrayParams } from "./arrayLiteral";

// pg's own encoder, the reference: whatever arrayLiteral returns must be byte for byte what pg sends.
const pgUtils = createRequire(import.meta.url)("pg/lib/utils.js") as {
  prepareValue(value: unknown): unknown;
};
const pgLiteral = (values: readonly unknown[]) => pgUtils.prepareValue(values) as string;
/** array_in reads an unquoted NULL in any case; pg writes NULL, JSON null. */
const sameForArrayIn = (literal: string) => literal.replace(/(?<=[{,])null(?=[,}])/g, "NULL");

describe("arrayLiteral", () => {
  it.each([
    [[]],
    [["a", "b"]],
    [['say "hi"', "back\\slash", '\\"', "comma,brace}{", "NULL", "", " spaced "]],
    [["Ahmed", null, "عربي", "émoji-free"]],
    [['{"json":"text","n":[1,2],"q":"a\\"b"}']],
  ])("encodes %j as pg does", (values) => {
    const literal = arrayLiteral(values);
    expect(literal).not.toBeNull();
    expect(sameForArrayIn(literal!)).toBe(pgLiteral(values));
  });

  it.each([[[1, 2.5, -0, 1e21, 0.1 + 0.2, -7]], [[true, false, null]]])(
    "encodes %j as pg does, but unquoted (array_in reads both alike)",
    (values) => {
      expect(sameForArrayIn(arrayLiteral(values)!)).toBe(pgLiteral(values).replaceAll('"', ""));
    },
  );

  it.each([
    ["a control character", ["line\nbreak"]],
    ["a NUL", ["\u0000"]],
    ["a lone surrogate", ["\ud800"]],
    ["a surrogate pair", ["🚗"]],
    ["NaN", [Number.NaN]],
    ["Infinity", [Number.POSITIVE_INFINITY]],
    ["a bigint", [1n]],
    ["a nested array", [["a"]]],
    ["a Date", [new Date(0)]],
    ["an object", [{ a: 1 }]],
  ])("leaves an array with %s to pg", (_, values) => {
    expect(arrayLiteral(values)).toBeNull();
  });
});

describe("encodeArrayParams", () => {
  it("replaces only the arrays it can encode, and copies the parameters to do so", () => {
    const params = ["x", ["a", "b"], ["line\nbreak"], 5, null];
    const encoded = encodeArrayParams(params);
    expect(encoded).toEqual(["x", '{"a","b"}', ["line\nbreak"], 5, null]);
    expect(params[1]).toEqual(["a", "b"]);
  });

  it("hands back the same parameters when there is nothing to encode", () => {
    const params = ["x", 1];
    expect(encodeArrayParams(params)).toBe(params);
    expect(encodeArrayParams(undefined)).toBeUndefined();
  });
});
