import type { GraphQLSchema } from "graphql";

/**
 * type-graphql builds the Query, Mutation and Subscription types itself and takes no description for
 * them, so they are set on the built schema: GraphiQL shows them first, and the schema linter requires them.
 */
const ROOT_TYPE_DESCRIPTIONS = {
  query:
    "Reads. Most need a signed-in session (the session cookie from login or register); pricing, scheduleSlots, " +
    "me and sharedTrip (with a share token) also answer anonymous callers. Each field says who may call it; " +
    "others get FORBIDDEN, or NOT_FOUND where saying the thing exists would leak it.",
  mutation:
    "Commands, recorded as events in the log (see auditLog). Most need a signed-in session; register, login, " +
    "verifyEmail, requestPasswordReset and resetPassword do not. Each field says who may call it: customers, " +
    "providers (captains) or admins.",
  subscription:
    "Live updates over the graphql-ws WebSocket protocol at /graphql. Access is checked when subscribing and, " +
    "for request-scoped subscriptions, again on every delivery.",
} as const;

export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  for (const [kind, type] of Object.entries(roots)) {
    if (type) type.description = ROOT_TYPE_DESCRIPTIONS[kind as keyof typeof ROOT_TYPE_DESCRIPTIONS];
  }
  return schema;
}
