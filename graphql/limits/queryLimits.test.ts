import { getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { buildGraphqlSchema } from "../schema/buildGraphqlSchema";
import { DEFAULT_QUERY_LIMITS, type QueryLimits, queryCostCheck, queryLimitRules } from "./queryLimits";

const schema = buildGraphqlSchema();
/** Validation (depth, aliases), then the cost as it is checked before running, with the variables. */
const errorsOf = (
  query: string,
  limits: QueryLimits = DEFAULT_QUERY_LIMITS,
  variables: Record<string, unknown> = {},
) => {
  const document = parse(query);
  const invalid = validate(schema, document, [...specifiedRules, ...queryLimitRules(limits)]);
  const refusal = queryCostCheck(schema, limits)({ document, variables });
  return [...invalid.map((error) => error.message), ...(refusal ? [refusal.message] : [])];
};

/** `__type { fields { type { fields { … name } } } }`, `pairs` times fields→type: introspection's only cycle. */
function nestedTypeQuery(pairs: number): string {
  return `{ __type(name: "Query") { ${"fields { type { ".repeat(pairs)}name${" } }".repeat(pairs)} } }`;
}

describe("query limits", () => {
  it("let the deepest real screen through: history with the provider and their trucks", () => {
    expect(
      errorsOf(`{ myRequests { items { id status vehicle { make } price { amount }
                  provider { name rating equipment { truckName provider { name } } } } } }`),
    ).toEqual([]);
  });

  it("refuse a deeply nested query before anything runs, fragments included", () => {
    // The schema's object types form no cycle, so only introspection can nest without end.
    expect(errorsOf(nestedTypeQuery(8))).toContain(
      "The operation is nested too deeply: __type goes more than 15 levels down",
    );
    const viaFragment = `fragment T on __Type { fields { type { fields { type { fields { type { fields { type {
      fields { type { fields { type { fields { type { fields { type { name } } } } } } } } } } } } } } } } }
      query { __type(name: "Query") { ...T } }`;
    expect(errorsOf(viaFragment)).toContain(
      "The operation is nested too deeply: __type goes more than 15 levels down",
    );
    // The general bound applies to ordinary fields (shown with a lower bound, as the schema nests 5 levels at most).
    expect(
      errorsOf(`{ myRequests { items { provider { equipment { provider { name } } } } } }`, {
        ...DEFAULT_QUERY_LIMITS,
        maxDepth: 3,
      }),
    ).toEqual(["The operation is nested too deeply: myRequests goes more than 3 levels down"]);
  });

  it("let graphql-js's own introspection query through (tools and codegen need it)", () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
  });

  it("refuse alias floods, introspection ones included", () => {
    const aliases = Array.from(
      { length: DEFAULT_QUERY_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: __typename`,
    );
    expect(errorsOf(`{ ${aliases.join(" ")} }`)).toEqual([
      `The operation uses more than ${DEFAULT_QUERY_LIMITS.maxAliases} aliases`,
    ]);
  });

  it("refuse what would cost too much: big lists, or lists nested in lists", () => {
    const entries =
      "entries { position eventId streamId revision type actor { userId role } correlationId occurredAt data }";
    const bigPages = `{ a: auditLog(limit: 500) { ${entries} } b: auditLog(limit: 500) { ${entries} }
      c: auditLog(limit: 500) { ${entries} } d: auditLog(limit: 500) { ${entries} } }`;
    expect(errorsOf(bigPages)).toEqual([
      "The operation asks for too much at once (estimated cost above 20000); ask for fewer items or fields",
    ]);
    // Within the depth bound, but eight introspection lists deep (graphql-js also refuses this shape itself).
    const nestedLists = `{ __schema { types { ${"fields { type { ".repeat(7)}name${" } }".repeat(7)} } } }`;
    expect(errorsOf(nestedLists)).toContain(
      "The operation asks for too much at once (estimated cost above 20000); ask for fewer items or fields",
    );
  });

  it("count a list's limit from a variable or a default, as the operation will run it", () => {
    const entries =
      "entries { position eventId streamId revision type actor { userId role } correlationId occurredAt data }";
    const fourPages = (limit: string) =>
      `query Audit($n: Int = 500) { a: auditLog(limit: ${limit}) { ${entries} } b: auditLog(limit: ${limit}) { ${entries} }
        c: auditLog(limit: ${limit}) { ${entries} } d: auditLog(limit: ${limit}) { ${entries} } }`;
    const tooMuch = `Operation "Audit" asks for too much at once (estimated cost above 20000); ask for fewer items or fields`;
    expect(errorsOf(fourPages("$n"), DEFAULT_QUERY_LIMITS, { n: 500 })).toEqual([tooMuch]);
    expect(errorsOf(fourPages("$n"))).toEqual([tooMuch]);
    expect(errorsOf(fourPages("$n"), DEFAULT_QUERY_LIMITS, { n: 50 })).toEqual([]);
    // Left out, auditLog's limit is the schema's 50: four pages of it are fine, four of 500 are not.
    expect(errorsOf(`{ a: auditLog { ${entries} } b: auditLog { ${entries} } }`)).toEqual([]);
  });
});
