import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type ValidationRule,
} from "graphql";
import { fieldsOf, fragmentsOf, operationName } from "./operationWalk";

/**
 * Lists inside `__schema` / `__type` count this many items each. Their real length is the schema's own size
 * (a tool's introspection query is fine); what must stay bounded is nesting them (`fields { type { fields …`).
 */
const INTROSPECTION_LIST_SIZE = 5;
const INTROSPECTION_ROOTS = new Set([SchemaMetaFieldDef.name, TypeMetaFieldDef.name]);

/**
 * Refuses operations whose estimated cost exceeds `maxCost`: every field costs 1 and a list field
 * multiplies what is selected inside it by its `limit` argument when written inline, else by
 * `defaultListSize`. An estimate, not a bill: it stops the "10 lists deep" query before it runs.
 */
export function costLimitRule(maxCost: number, defaultListSize: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const schema = context.getSchema();
      const root =
        operation.operation === "query"
          ? schema.getQueryType()
          : operation.operation === "mutation"
            ? schema.getMutationType()
            : schema.getSubscriptionType();
      if (!root) return;
      const estimate = costOf(operation.selectionSet, root, {
        schema,
        fragments: fragmentsOf(context),
        defaultListSize,
        stopAbove: maxCost,
        introspection: false,
        pageLimit: undefined,
      });
      if (estimate > maxCost) {
        context.reportError(
          new GraphQLError(
            `${operationName(operation)} asks for too much at once (estimated cost above ${maxCost}); ask for fewer items or fields`,
            { nodes: [operation], extensions: { code: "GRAPHQL_VALIDATION_FAILED", limit: "cost", maxCost } },
          ),
        );
      }
    },
  });
}

interface CostWalk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
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
    const limit = literalLimit(field.node);
    const isList = isListType(getNullableType(definition.type));
    const multiplier = !isList
      ? 1
      : introspection
        ? INTROSPECTION_LIST_SIZE
        : (limit ?? walk.pageLimit ?? walk.defaultListSize);
    const below = { ...walk, introspection, pageLimit: isList ? undefined : (limit ?? walk.pageLimit) };
    total += 1 + multiplier * costOf(field.node.selectionSet, inner, below);
    if (total > walk.stopAbove) return total;
  }
  return total;
}

function literalLimit(node: FieldNode): number | undefined {
  const limit = node.arguments?.find((argument) => argument.name.value === "limit");
  return limit?.value.kind === Kind.INT ? Math.max(1, Number(limit.value.value)) : undefined;
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
