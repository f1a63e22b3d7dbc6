import { createClient as createWsClient } from "graphql-ws";
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from "urql";

/** ws(s)://host/graphql for the page's own host: secure when the page is https (spec §7). */
export function graphqlWsUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`;
}

/**
 * The GraphQL client every data hook uses: queries and mutations over POST /graphql with the
 * session cookie, subscriptions over graphql-ws. The socket opens lazily, on the first subscription.
 */
export function createGraphqlClient(
  options: {
    /** Sent in graphql-ws's connection_init, e.g. `{ shareToken }` for the public tracking page without a session. */
    readonly connectionParams?: Record<string, unknown>;
  } = {},
): Client {
  const ws = createWsClient({
    url: graphqlWsUrl(window.location),
    ...(options.connectionParams ? { connectionParams: options.connectionParams } : {}),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
  });
  return new Client({
    url: "/graphql",
    // Apollo's CSRF guard refuses GET queries without a preflight header (DESIGN.md, Known traps).
    preferGetMethod: false,
    fetchOptions: { credentials: "include" },
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? "" };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}
