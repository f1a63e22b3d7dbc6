import { createClient as createWsClient } from "graphql-ws";
import { Client, cacheExchange, fetchExchange, mapExchange, subscriptionExchange } from "urql";
import { reportSessionExpired } from "../api/sessionExpiry";
import { translateGraphqlErrors } from "../errors/translateGraphqlErrors";

/** The server closes a session's sockets with 4401; this reason says an admin suspended the account. */
const SESSION_ENDED_CLOSE_CODE = 4401;
const ACCOUNT_SUSPENDED_CLOSE_REASON = "account suspended";

/** A socket the server closed because the session ended: the app forgets the user at once. */
export function sessionEndOf(event: unknown): "suspended" | "expired" | null {
  if (typeof event !== "object" || event === null || !("code" in event)) return null;
  const { code, reason } = event as { code: number; reason?: string };
  if (code !== SESSION_ENDED_CLOSE_CODE) return null;
  return reason === ACCOUNT_SUSPENDED_CLOSE_REASON ? "suspended" : "expired";
}

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
    on: {
      closed: (event) => {
        const ended = sessionEndOf(event);
        if (ended) reportSessionExpired(ended);
      },
    },
  });
  return new Client({
    url: "/graphql",
    // Apollo's CSRF guard refuses GET queries without a preflight header (DESIGN.md, Known traps).
    preferGetMethod: false,
    fetchOptions: { credentials: "include" },
    exchanges: [
      cacheExchange,
      // The server's refusals in the reader's language (extensions.reason and params); after the cache, as it may wait.
      mapExchange({ onResult: translateGraphqlErrors }),
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
