import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isInterfaceType,
  isListType,
  isObjectType,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  valueFromAST,
} from "graphql";
import { fieldsOf, fragmentsOfDocument, operationName } from "./operationWalk";

/**
 * Lists inside `__schema` / `__type` count this many items each. Their real length is the schema's own size
 * (a tool's introspection query is fine); what must stay bounded is nesting them (`fields { type { fields …`).
 */
const INTROSPECTION_LIST_SIZE = 5;
const INTROSPECTION_ROOTS = new Set([SchemaMetaFieldDef.name, TypeMetaFieldDef.name]);

export interface CostBounds {
  maxCost: number;
  /** What a list without a `limit` argument (and no default for one) is taken to hold. */
  defaultListSize: number;
}

/** One operation as it is about to run: the document (already validated), which operation, and its variables. */
export interface OperationRequest {
  document: DocumentNode;
  operationName?: string | null | undefined;
  variables?: Readonly<Record<string, unknown>> | null | undefined;
}

/** Checks one operation's estimated cost; null when it may run. */
export type CostCheck = (request: OperationRequest) => GraphQLError | null;

/**
 * Refuses operations whose estimated cost exceeds `maxCost`: every field costs 1 and a list field
 * multiplies what is selected inside it by its `limit` argument, else by `defaultListSize`. An
 * estimate, not a bill: it stops the "10 lists deep" query before it runs.
 *
 * It runs when the variables are known, not as a validation rule: `limit` is read as the operation
 * will run it (a literal, a variable's value or its default, or the schema's default for the
 * argument), so `myRequests(limit: $n)` with n = 500 costs what `myRequests(limit: 500)` does.
 */
export function costCheck(schema: GraphQLSchema, bounds: CostBounds): CostCheck {
  return ({ document, operationName: name, variables }) => {
    const operation = getOperationAST(document, name ?? undefined);
    if (!operation) return null; // no such operation: graphql-js says so itself
    const root =
      operation.operation === "query"
        ? schema.getQueryType()
        : operation.operation === "mutation"
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    if (!root) return null;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
    // Variables that do not coerce stop the operation before any resolver runs; graphql-js names them.
    if (coerced.errors) return null;
    const estimate = costOf(operation.selectionSet, root, {
      schema,
      fragments: fragmentsOfDocument(document),
      variables: coerced.coerced,
      defaultListSize: bounds.defaultListSize,
      stopAbove: bounds.maxCost,
      introspection: false,
      pageLimit: undefined,
    });
    if (estimate <= bounds.maxCost) return null;
    return new GraphQLError(
      `${operationName(operation)} asks for too much at once (estimated cost above ${bounds.maxCost}); ask for fewer items or fields`,
      {
        nodes: [operation],
        extensions: {
          code: "GRAPHQL_VALIDATION_FAILED",
          limit: "cost",
          maxCost: bounds.maxCost,
        },
      },
    );
  };
}

interface CostWalk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  defaultListSize: number;
  /** Once past this the exact figure no longer matters. */
  stopAbove: number;
  /** Inside `__schema` or `__type`. */
  introspection: boolean;
  /** A page's `limit` (auditLog(limit: 500) { entries }): the size of the first list inside it. */
  pageLimit: number | undefined;
}

function costOf(
  selectionSet: SelectionSetNode | undefined,
  parent: GraphQLNamedType,
  walk: CostWalk,
): number {
  let total = 0;
  for (const field of fieldsOf(selectionSet, walk.fragments)) {
    const definition = fieldDefinition(parent, field.name, walk.schema);
    if (!definition) {
      total += 1;
      continue;
    }
    const inner = getNamedType(definition.type);
    const introspection = walk.introspection || INTROSPECTION_ROOTS.has(field.name);
    const limit = limitOf(field.node, definition, walk.variables);
    const isList = isListType(getNullableType(definition.type));
    const multiplier = !isList
      ? 1
      : introspection
        ? INTROSPECTION_LIST_SIZE
        : (limit ?? listSizeOf(definition) ?? walk.pageLimit ?? walk.defaultListSize);
    const below = { ...walk, introspection, pageLimit: isList ? undefined : (limit ?? walk.pageLimit) };
    total += 1 + multiplier * costOf(field.node.selectionSet, inner, below);
    if (total > walk.stopAbove) return total;
  }
  return total;
}

/**
 * A list whose length the schema knows (the 7 days a schedule offers, a slot's 2 surcharges) says so
 * with the `listSize` extension (`@Extensions({ listSize: n })`): counting it as a default-sized list
 * priced the schedule screen's own query beyond the limit, and scheduling refused every customer.
 */
export const LIST_SIZE_EXTENSION = "listSize";

function listSizeOf(definition: GraphQLField<unknown, unknown>): number | undefined {
  const size = definition.extensions?.[LIST_SIZE_EXTENSION];
  return typeof size === "number" && Number.isInteger(size) && size > 0 ? size : undefined;
}

/** The field's `limit` as it will run: written inline, from a variable, or the argument's default. */
function limitOf(
  node: FieldNode,
  definition: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
): number | undefined {
  const argument = definition.args.find((candidate) => candidate.name === "limit");
  if (!argument) return undefined;
  const written = node.arguments?.find((candidate) => candidate.name.value === "limit");
  const value = written ? valueFromAST(written.value, argument.type, variables) : argument.defaultValue;
  return typeof value === "number" && Number.isFinite(value) ? Math.max(1, value) : undefined;
}

function fieldDefinition(
  parent: GraphQLNamedType,
  name: string,
  schema: GraphQLSchema,
): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name && parent === schema.getQueryType()) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name && parent === schema.getQueryType()) return TypeMetaFieldDef;
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (isObjectType(parent) || isInterfaceType(parent)) return parent.getFields()[name];
  return undefined;
}
