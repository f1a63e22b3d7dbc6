import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  type DocumentNode,
  type GraphQLInputType,
  getNamedType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  specifiedRules,
  typeFromAST,
  validate,
} from "graphql";
import { describe, expect, it } from "vitest";
import { DEFAULT_QUERY_LIMITS, queryCostCheck, queryLimitRules } from "../limits/queryLimits";
import { buildGraphqlSchema } from "../schema/buildGraphqlSchema";

// The web app's modules, loaded by path: this file checks them, it does not build on them.
const WEB = join(import.meta.dirname, "..", "..", "web");
const schema = buildGraphqlSchema();
const checkCost = queryCostCheck(schema, DEFAULT_QUERY_LIMITS);

/** Every module of the app that writes a GraphQL document. */
function operationModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "e2e" || entry.name === "dist" ? [] : operationModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /\bgraphql\(\s*`/.test(readFileSync(path, "utf8")) ? [path] : [];
  });
}

/**
 * A value for a variable the screen fills in at run time. A list's `limit` passed as a variable is
 * counted at the default list size (20): a screen that passes more is not judged here at its real
 * value (the server still checks it as sent).
 */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.name; // as sent over the wire
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  const scalar = getNamedType(type);
  if (!isScalarType(scalar)) throw new Error(`no sample for ${String(type)}`);
  switch (scalar.name) {
    case "Int":
      return DEFAULT_QUERY_LIMITS.defaultListSize;
    case "Float":
      return 25.2;
    case "Boolean":
      return true;
    case "DateTime":
      return "2026-11-27T10:00:00.000Z";
    default:
      return "00000000-0000-4000-8000-000000000000";
  }
}

function variablesOf(operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) continue;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`unknown type of $${definition.variable.name.value}`);
    values[definition.variable.name.value] = sampleValue(type);
  }
  return values;
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === "object" && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

const operations: {
  where: string;
  name: string;
  document: DocumentNode;
  operation: OperationDefinitionNode;
}[] = [];
for (const path of operationModules(WEB)) {
  const module: Record<string, unknown> = await import(path);
  for (const [exported, value] of Object.entries(module)) {
    if (!isDocument(value)) continue;
    for (const definition of value.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      operations.push({
        where: `${relative(WEB, path)} ${exported}`,
        name: definition.name?.value ?? exported,
        document: value,
        operation: definition,
      });
    }
  }
}

describe("every operation the app sends fits the server's query limits", () => {
  it("finds the app's operations (the whole app, not a handful)", () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.map((o) => o.name)).toContain("ScheduleSlots");
  });

  it.each(operations.map((o) => [o.name, o]))("%s: depth, aliases and estimated cost", (_name, op) => {
    const invalid = validate(schema, op.document, [
      ...specifiedRules,
      ...queryLimitRules(DEFAULT_QUERY_LIMITS),
    ]);
    expect(invalid.map((error) => `${op.where}: ${error.message}`)).toEqual([]);
    const variables = variablesOf(op.operation);
    // Variables that do not coerce would skip the cost check (the operation fails earlier): they must.
    const coerced = getVariableValues(schema, op.operation.variableDefinitions ?? [], variables);
    expect(coerced.errors?.map((error) => error.message) ?? [], op.where).toEqual([]);
    const refusal = checkCost({ document: op.document, operationName: op.name, variables });
    expect(refusal?.message ?? null, op.where).toBeNull();
  });
});
