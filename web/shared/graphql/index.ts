export { createGraphqlClient, graphqlWsUrl } from "./client";
export { type FragmentOf, graphql, type ResultOf, readFragment, type VariablesOf } from "./graphql";
