import { ApolloServer } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from "@as-integrations/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from "graphql";
import { httpContext } from "../context/createContext";
import type { GraphqlContext } from "../context/graphqlContext";
import type { GraphqlServices } from "../context/graphqlServices";
import { type ErrorLog, presentError } from "../errors/presentError";
import type { CostCheck } from "../limits/costLimit";
import { knownQueryPath } from "./knownQueryPath";

export const GRAPHQL_PATH = "/graphql";

/**
 * Apollo Server on the Fastify instance at POST (and GET) /graphql. Apollo's CSRF guard stays on: a
 * browser client sends JSON POSTs (urql with `preferGetMethod: false`), which a cross-site form cannot.
 */
export async function serveGraphqlOverHttp(
  http: FastifyInstance,
  schema: GraphQLSchema,
  services: GraphqlServices,
  limits: { rules: readonly ValidationRule[]; cost: CostCheck },
  log: ErrorLog,
): Promise<ApolloServer<GraphqlContext>> {
  // Resolver errors carry their original (a DomainError) inside; Apollo's own errors pass as they are.
  const formatError = (formatted: GraphQLFormattedError, error: unknown) =>
    error instanceof GraphQLError && unwrapResolverError(error) !== error
      ? presentError(error, log)
      : formatted;
  const apollo = new ApolloServer<GraphqlContext>({
    schema,
    validationRules: [...limits.rules],
    plugins: [
      // The cost needs the variables, which validation does not see: checked once the operation is known.
      {
        requestDidStart: async () => ({
          async didResolveOperation({ document, operationName, request }) {
            const refusal = limits.cost({ document, operationName, variables: request.variables });
            // Apollo takes `http` out into the answer's status: the same 400 a validation error gets.
            if (refusal)
              throw new GraphQLError(refusal.message, {
                nodes: refusal.nodes,
                extensions: { ...refusal.extensions, http: { status: 400 } },
              });
          },
        }),
      },
      fastifyApolloDrainPlugin(http),
      // We set no cache hints; left on, the plugin wraps every field's resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      // Only for federated subgraphs; off, it is one hook less on every request.
      ApolloServerPluginInlineTraceDisabled(),
      // Apollo's landing page loads its sandbox from Apollo's CDN into our origin: third-party
      // script that the Content-Security-Policy refuses, and whose requests come from another
      // site's origin, which /graphql refuses. Tools use the endpoint and `npm run schema`.
      ApolloServerPluginLandingPageDisabled(),
    ],
    includeStacktraceInErrorResponses: false,
    formatError,
    // Whether introspection is answered is one of the validation rules (GraphqlDeps.introspection),
    // the same for every door; the depth, alias and cost limits bound it too.
    introspection: true,
    // The composition root owns SIGTERM/SIGINT (infra/main.ts). No apollo.stop() in Fastify's onClose:
    // its drain waits for the HTTP server that onClose itself is holding open, and close() hangs.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const context = (request: FastifyRequest, reply: FastifyReply) => httpContext(services, request, reply);
  const viaApollo = fastifyApolloHandler(apollo, { context });
  // Queries already seen skip Apollo's per-request pipeline; everything else (and anything unusual) takes it.
  const known = knownQueryPath({
    schema,
    validationRules: limits.rules,
    costCheck: limits.cost,
    formatError,
    context,
  });
  http.route({
    url: GRAPHQL_PATH,
    method: ["GET", "POST", "OPTIONS"],
    async handler(request, reply) {
      if (await known.answer(request, reply)) return reply;
      const body = await viaApollo.call(this, request, reply);
      known.learnContentType(request, reply);
      return body;
    },
  });
  return apollo;
}
