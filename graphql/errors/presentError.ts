import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { toGraphqlError } from "./graphqlErrors";

export type ErrorLog = (error: unknown, where: string) => void;

/**
 * An error as the client sees it, on HTTP (Apollo's formatError) and WebSocket (graphql-ws onNext and
 * onError) alike. graphql-js wraps what a resolver threw and keeps it as `originalError`: a DomainError
 * becomes its code, anything unexpected is logged and answered without internals. Mapping here, at the two
 * boundaries, rather than in a middleware around every resolver call keeps the per-field path free of it.
 */
export function presentError(error: GraphQLError, log: ErrorLog): GraphQLFormattedError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error.toJSON();
  const { error: mapped, internal } = toGraphqlError(original);
  if (internal) log(original, error.path?.join(".") ?? "operation");
  return new GraphQLError(mapped.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: mapped.extensions,
  }).toJSON();
}
