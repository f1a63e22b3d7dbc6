import type { FastifyInstance } from "fastify";
import { NoSchemaIntrospectionCustomRule } from "graphql";
import type { GraphqlDeps } from "../context/graphqlDeps";
import type { ErrorLog } from "../errors/presentError";
import { refusingNulCharacters } from "../limits/nulCharacterCheck";
import { DEFAULT_QUERY_LIMITS, queryCostCheck, queryLimitRules } from "../limits/queryLimits";
import { buildGraphqlSchema } from "../schema/buildGraphqlSchema";
import { GRAPHQL_PATH, serveGraphqlOverHttp } from "./apolloHttp";
import { createServices } from "./createServices";
import { graphqlWebSocket } from "./graphqlWebSocket";

/**
 * The one call the composition root makes: GraphQL over HTTP (Apollo) and WebSocket (graphql-ws) at
 * /graphql on the given Fastify instance, the socket's upgrades taken from the shared upgrade router.
 * Call before `listen`; both close with the instance.
 */
export async function registerGraphql(http: FastifyInstance, deps: GraphqlDeps): Promise<void> {
  const log = http.log.child({ component: "graphql" });
  const onBackgroundError = (error: unknown) => log.error({ err: error }, "graphql background task failed");
  const services = await createServices(deps, onBackgroundError);
  const schema = buildGraphqlSchema();
  const logError: ErrorLog = (error, where) => log.error({ err: error, where }, "resolver failed");
  const limits = { ...DEFAULT_QUERY_LIMITS, ...deps.limits };
  // One list for every door (Apollo, the known-query path, graphql-ws), so none answers what another refuses.
  const queryLimits = {
    rules: [
      ...queryLimitRules(limits),
      ...(deps.introspection === false ? [NoSchemaIntrospectionCustomRule] : []),
    ],
    // Checked once the variables are known: strings PostgreSQL cannot store, then the cost.
    cost: refusingNulCharacters(queryCostCheck(schema, limits)),
  };

  await serveGraphqlOverHttp(http, schema, services, queryLimits, logError);
  const socket = graphqlWebSocket(schema, services, queryLimits, logError);
  deps.upgrades.route(GRAPHQL_PATH, (request, stream, head) =>
    socket.wss.handleUpgrade(request, stream, head, (ws) => socket.wss.emit("connection", ws, request)),
  );
  // Before the HTTP server closes: it waits for every connection, and open sockets would hold it.
  http.addHook("preClose", () => socket.close());
}
