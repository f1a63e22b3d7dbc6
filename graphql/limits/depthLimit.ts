import {
  type FragmentDefinitionNode,
  GraphQLError,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";
import { fieldsOf, fragmentsOf, operationName } from "./operationWalk";

const INTROSPECTION_ROOTS = new Set(["__schema", "__type"]);

/** Refuses operations nested deeper than `maxDepth` (introspection: `maxIntrospectionDepth`). */
export function depthLimitRule(maxDepth: number, maxIntrospectionDepth: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const fragments = fragmentsOf(context);
      for (const root of fieldsOf(operation.selectionSet, fragments)) {
        const limit = INTROSPECTION_ROOTS.has(root.name) ? maxIntrospectionDepth : maxDepth;
        const depth = depthBelow(root.node.selectionSet, fragments, limit + 1);
        if (depth > limit) {
          context.reportError(
            new GraphQLError(
              `${operationName(operation)} is nested too deeply: ${root.alias ?? root.name} goes more than ${limit} levels down`,
              {
                nodes: [root.node],
                extensions: { code: "GRAPHQL_VALIDATION_FAILED", limit: "depth", maxDepth: limit },
              },
            ),
          );
        }
      }
    },
  });
}

/** Levels below a field, counting no further than `stopAt` (an attacker's depth costs us nothing extra). */
function depthBelow(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  stopAt: number,
): number {
  if (!selectionSet || stopAt <= 0) return 0;
  let deepest = 0;
  for (const field of fieldsOf(selectionSet, fragments)) {
    deepest = Math.max(deepest, 1 + depthBelow(field.node.selectionSet, fragments, stopAt - 1));
    if (deepest >= stopAt) break;
  }
  return deepest;
}
