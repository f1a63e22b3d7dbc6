import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { renderReason } from "../domain/shared/errorReasons";
import { INPUT_RULE_REASONS, inputRefusal } from "./inputRefusal";
import { parseCommand } from "./parseCommand";
import { fieldMessage } from "./rest/http/errorBody";
import { parseInput } from "./rest/http/inputValidation";

const ROOT = new URL("../", import.meta.url).pathname;

/** Every rule's words our zod schemas and validators write out ("must be at most 200 characters"). */
function schemaFragments(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (path.endsWith(".ts") && !path.endsWith(".test.ts")) files.push(path);
    }
  };
  for (const dir of ["domain", "command-api/rest/schemas", "command-api/commands", "command-api/auth"])
    walk(dir);
  const found = new Set<string>();
  const patterns = [
    /\.(?:min|max|length|regex|int|positive|nonnegative|gte|lte|gt|lt|refine)\((?:[^()"]|\([^()]*\)|\/[^/\n]*\/)*?,\s*"([^"]+)"\s*\)/g,
    /\.(?:int|positive|nonnegative|nonempty)\(\s*"([^"]+)"\s*\)/g,
    /\berror:\s*"([^"]+)"/g,
    /\bmessage:\s*"([^"]+)"/g,
    /z\.email\("([^"]+)"/g,
    /const [A-Z_]+ =\s*"([^"]+)"/g,
  ];
  for (const path of files) {
    const source = readFileSync(join(ROOT, path), "utf8");
    if (!source.includes('from "zod"')) continue;
    for (const pattern of patterns)
      for (const match of source.matchAll(pattern)) found.add(match[1] as string);
  }
  return [...found].sort();
}

/** Words built at run time (template literals, inputValidation's readable words, the card form). */
const BUILT_WORDS = [
  "must be one of today, week, month",
  "must be one of all, pending, accepted",
  "has unknown fields: extra, other",
  "must be a string",
  "must be a boolean",
  "must be an object",
  "must be a list",
  "must be at most 60 characters",
  "must not contain a NUL character (\\u0000)",
  "must be the card's 16 digits",
  "is not a valid card number (check the digits)",
  "must be a year within the next 20",
  "the card has expired (its expiry date is in the past)",
  'must be "approve" or "fail"',
  "Password must be at least 8 characters",
  "Password must be at most 200 characters",
  "Password is one of the most common passwords; please choose one that is harder to guess",
  "Password must not be your name or email address",
];

/** The message a refused field gets, as parseInput writes it. */
const asRefused = (words: string) => fieldMessage("someField", words);

describe("inputRefusal: an input rule's words find their reason", () => {
  const fragments = schemaFragments();
  const hit = new Set<string>();

  it("finds the schemas' words (a sanity check of the scan)", () => {
    expect(fragments).toEqual(
      expect.arrayContaining(["is required", "must be at most 200 characters", "Please fill in all fields"]),
    );
  });

  it.each([...fragments, ...BUILT_WORDS])("%s", (words) => {
    const message = asRefused(words);
    const refusal = inputRefusal(message, "someField");
    hit.add(refusal.reason);
    expect(refusal.reason, message).not.toMatch(/^input\.invalid/);
    expect(refusal.message).toBe(message);
    expect(refusal.field).toBe("someField");
    expect(refusal.code).toBe("bad_input");
  });

  it("reads zod's own words (a schema that chose none) into their reason", () => {
    const Schema = z.object({
      make: z.string().max(3),
      count: z.number().max(90),
      share: z.number().positive(),
      list: z.array(z.string()).min(1),
      kind: z.enum(["a", "b"]),
      at: z.iso.datetime(),
      code: z.string().regex(/^\d+$/),
      whole: z.number().int(),
    });
    const valid = {
      make: "abc",
      count: 1,
      share: 1,
      list: ["x"],
      kind: "a",
      at: "2025-01-01T00:00:00Z",
      code: "1",
      whole: 1,
    };
    const cases = {
      make: ["make: Too big: expected string to have <=3 characters", "input.tooBigSize"],
      count: ["count: Too big: expected number to be <=90", "input.tooBig"],
      share: ["share: Too small: expected number to be >0", "input.tooSmall"],
      list: ["list: Too small: expected array to have >=1 items", "input.tooSmallSize"],
      kind: ['kind: Invalid option: expected one of "a"|"b"', "input.invalidOption"],
      at: ["at: Invalid ISO datetime", "input.invalidFormat"],
      code: ["code: Invalid string: must match pattern /^\\d+$/", "input.invalidPattern"],
      whole: ["whole: Invalid input: expected int, received number", "input.invalidType"],
    } as const;
    const bad = { make: "abcd", count: 91, share: 0, list: [], kind: "c", at: "x", code: "a", whole: 1.5 };
    for (const [key, [message, reason]] of Object.entries(cases)) {
      const input = { ...valid, [key]: bad[key as keyof typeof bad] };
      let thrown: unknown;
      try {
        parseCommand(Schema, input);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, key).toMatchObject({ message, reason, field: key });
      hit.add(reason);
    }
    expect(() => parseCommand(Schema, { ...valid, count: 91 })).toThrow(
      expect.objectContaining({ params: { field: "count", origin: "number", limit: "<=90" } }),
    );
  });

  it("gives numbers as numbers, and keeps the field's name as it is", () => {
    const refusal = inputRefusal("pickup.latitude: must be between -90 and 90", "pickup.latitude");
    expect(refusal).toMatchObject({
      reason: "input.between",
      params: { field: "pickup.latitude", min: -90, max: 90 },
    });
  });

  it("keeps words no template renders as the detail of input.invalid", () => {
    expect(inputRefusal("note: must rhyme with orange", "note")).toMatchObject({
      reason: "input.invalid",
      params: { field: "note", detail: "must rhyme with orange" },
      message: "note: must rhyme with orange",
    });
    expect(inputRefusal("Something odd", undefined)).toMatchObject({
      reason: "input.invalidWhole",
      params: { detail: "Something odd" },
    });
  });

  it("REST's parseInput answers with the reason and its params", () => {
    const Body = z.object({ name: z.string().max(3, "must be at most 3 characters") });
    expect(() => parseInput(Body, { name: "abcd" }, "body")).toThrow(
      expect.objectContaining({
        message: "name: must be at most 3 characters",
        reason: "input.tooLong",
        params: { field: "name", max: 3 },
        field: "name",
      }),
    );
    expect(() => parseInput(Body, {}, "body")).toThrow(
      expect.objectContaining({ reason: "input.required", params: { field: "name" } }),
    );
  });

  it("every candidate reason is the reason of some real words (none is dead)", () => {
    const unused = INPUT_RULE_REASONS.filter((reason) => !hit.has(reason));
    expect(unused).toEqual([]);
    expect(renderReason("input.required", { field: "email" })).toBe("email: is required");
  });
});
