import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

/**
 * Every operation of the web app is written with this `graphql` tag: gql.tada reads the query
 * text and types its result and variables from the server's schema, so a renamed field fails
 * the type-check instead of a screen.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    DateTime: string;
    JSON: unknown;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";
export { readFragment } from "gql.tada";
