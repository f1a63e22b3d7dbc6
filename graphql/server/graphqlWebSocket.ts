import type { IncomingMessage } from "node:http";
import { type GraphQLSchema, parse, specifiedRules, type ValidationRule, validate } from "graphql";
import { useServer as serveGraphqlWs } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { sessionTokenFromCookieHeader } from "../../command-api/auth/sessionCookie";
import { SESSION_ENDED_CLOSE_CODE } from "../../command-api/auth/sessionSockets";
import { principalOfUpgrade, socketContext } from "../context/createContext";
import type { GraphqlServices } from "../context/graphqlServices";
import { type ErrorLog, presentError } from "../errors/presentError";
import type { CostCheck } from "../limits/costLimit";
import { sendSharedJsonRaw } from "../live/sharedJson";
import { mayOpenWithShareToken, refusalForAnonymous, shareTokenOf } from "./anonymousShareSockets";

export interface GraphqlWebSocket {
  wss: WebSocketServer;
  close(): Promise<void>;
}

/**
 * graphql-ws on a `noServer` WebSocketServer (upgrades are routed to it by path). A connection without a
 * valid session cookie is refused in `onConnect` (closed with 4403 Forbidden), except one holding a working
 * family share token in its connection params (`{ shareToken }`), which may only run `sharedTripUpdated`.
 */
export function graphqlWebSocket(
  schema: GraphQLSchema,
  services: GraphqlServices,
  limits: { rules: readonly ValidationRule[]; cost: CostCheck },
  log: ErrorLog,
): GraphqlWebSocket {
  const wss = new WebSocketServer({ noServer: true });
  const anonymousSockets = new WeakSet<object>();
  // Before graphql-ws's own connection handler, so its first send already splices shared batches.
  wss.on("connection", (socket, request: IncomingMessage) => {
    sendSharedJsonRaw(socket);
    // A logout ends the subscriptions this browser opened before it, on every node.
    const token = sessionTokenFromCookieHeader(request.headers.cookie);
    if (token) {
      const forget = services.sessionSockets.track(token, (closeReason) =>
        socket.close(SESSION_ENDED_CLOSE_CODE, closeReason ?? "session ended"),
      );
      socket.on("close", forget);
    }
  });
  const server = serveGraphqlWs<Record<string, unknown>, { request: IncomingMessage }>(
    {
      schema,
      // The same limits as over HTTP: a subscription document can be just as deep.
      validate: (target, document) => validate(target, document, [...specifiedRules, ...limits.rules]),
      onConnect: async (ctx) => {
        if ((await principalOfUpgrade(services, ctx.extra.request)) !== null) return true;
        // The one anonymous case: a family member following a shared trip by its link's token.
        const allowed = await mayOpenWithShareToken(services, shareTokenOf(ctx.connectionParams));
        if (allowed) anonymousSockets.add(ctx.extra.socket);
        return allowed;
      },
      onSubscribe: (ctx, _id, payload) => {
        if (anonymousSockets.has(ctx.extra.socket)) {
          const refusal = refusalForAnonymous(payload.query);
          if (refusal) return refusal;
        }
        return costRefusal(limits.cost, payload) ?? undefined;
      },
      context: (ctx) => socketContext(services, ctx.extra.request),
      // graphql-ws does not go through Apollo: the same presentation of errors, for results and refusals.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => presentError(error, log)) }
          : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => presentError(error, log)),
    },
    wss,
  );
  return {
    wss,
    close: async () => {
      await server.dispose();
    },
  };
}

/**
 * The cost limit with this subscription's variables (validation, which graphql-ws runs next, cannot see
 * them). A text that does not parse is left to graphql-ws, which reports the syntax error itself.
 */
function costRefusal(
  cost: CostCheck,
  payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
) {
  let document: ReturnType<typeof parse>;
  try {
    document = parse(payload.query);
  } catch {
    return null;
  }
  const refusal = cost({ document, operationName: payload.operationName, variables: payload.variables });
  return refusal ? [refusal] : null;
}
