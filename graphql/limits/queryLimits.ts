import type { GraphQLSchema, ValidationRule } from "graphql";
import { aliasLimitRule } from "./aliasLimit";
import { type CostCheck, costCheck } from "./costLimit";
import { depthLimitRule } from "./depthLimit";

/** Bounds on what one operation may ask for, checked before anything runs. */
export interface QueryLimits {
  /** Nested selections below the root field. The deepest real screen (request → provider → equipment) uses 4. */
  maxDepth: number;
  /**
   * Introspection nests `ofType` deeply (graphql-js's own introspection query reaches 13), so it gets its own
   * bound rather than lifting the general one; aliases and cost still apply to it.
   */
  maxIntrospectionDepth: number;
  /** Aliased fields per operation: aliases are how one request repeats an expensive field many times. */
  maxAliases: number;
  /**
   * Estimated work: each field costs 1, a list multiplies what is inside it by its `limit` (as the
   * operation will run it: literal, variable or the schema's default), else by `defaultListSize`.
   */
  maxCost: number;
  defaultListSize: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxDepth: 8,
  maxIntrospectionDepth: 15,
  maxAliases: 30,
  maxCost: 20_000,
  defaultListSize: 20,
};

/** What the document alone decides: depth and aliases, as validation rules (cached with the document). */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [depthLimitRule(limits.maxDepth, limits.maxIntrospectionDepth), aliasLimitRule(limits.maxAliases)];
}

/** What needs the variables too: the cost, checked on every operation just before it runs. */
export function queryCostCheck(schema: GraphQLSchema, limits: QueryLimits): CostCheck {
  return costCheck(schema, { maxCost: limits.maxCost, defaultListSize: limits.defaultListSize });
}
