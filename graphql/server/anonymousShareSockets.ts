import { GraphQLError, Kind, type OperationDefinitionNode, parse } from "graphql";
import type { GraphqlServices } from "../context/graphqlServices";
import { requireActiveShare } from "../features/sharing/sharedTripView";

/** The only root fields an anonymous socket may select: following a family share link. */
const PUBLIC_FIELDS = new Set(["sharedTripUpdated", "__typename"]);

/** The share token a connection offers in its `connection_init` payload, if any. */
export function shareTokenOf(connectionParams: Readonly<Record<string, unknown>> | undefined): string | null {
  const token = connectionParams?.shareToken;
  return typeof token === "string" && token !== "" ? token : null;
}

/** Whether a connection without a session may open: only with a share token that works now. */
export async function mayOpenWithShareToken(
  services: GraphqlServices,
  token: string | null,
): Promise<boolean> {
  if (!token) return false;
  try {
    await requireActiveShare(services, token);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, on an anonymous connection, any operation but the public tracking subscription; null lets
 * it through. Unparsable documents are left to graphql-ws's own parse, which reports them as usual.
 */
export function refusalForAnonymous(query: string): readonly GraphQLError[] | null {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return null;
  }
  const allowed = operations.every((operation) =>
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && PUBLIC_FIELDS.has(selection.name.value),
    ),
  );
  return allowed
    ? null
    : [
        new GraphQLError("Please sign in to continue: this connection may only follow a shared trip", {
          extensions: { code: "UNAUTHENTICATED" },
        }),
      ];
}
