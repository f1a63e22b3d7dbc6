import { createClient, type Client as WsClient } from "graphql-ws";
import { Client, fetchExchange } from "urql";
import WebSocket from "ws";

export interface GraphqlResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/** A signed-in (or anonymous) browser: its session cookie, and the two clients the web app uses. */
export interface TestUser {
  id: string;
  cookie: string | null;
  /** urql over POST /graphql as web/shared/graphql/client.ts sends it (no GET: Apollo's CSRF guard). */
  urql: Client;
  /** A graphql-ws client sending the session cookie on its upgrade request. */
  ws(): WsClient;
}

export function userClients(baseUrl: string, wsUrl: string, id: string, cookie: string | null): TestUser {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const urql = new Client({
    url: `${baseUrl}/graphql`,
    preferGetMethod: false,
    requestPolicy: "network-only",
    fetchOptions: { headers },
    // No document cache: it would add __typename to every selection and answer repeats from memory.
    exchanges: [fetchExchange],
  });
  const ws = () => {
    // Browsers send the cookie on the upgrade by themselves; in Node the ws client is told to.
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    return createClient({ url: wsUrl, webSocketImpl: CookieWebSocket, lazy: true, retryAttempts: 0 });
  };
  return { id, cookie, urql, ws };
}

/** A plain POST for sign-up and sign-in, where the Set-Cookie header is the point. */
export async function postGraphql<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie: string | null = null,
): Promise<{ result: GraphqlResult<T>; setCookie: string | null }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    result: (await response.json()) as GraphqlResult<T>,
    setCookie: response.headers.get("set-cookie"),
  };
}

/** A live subscription whose messages a test takes one at a time. */
export interface TestSubscription<T> {
  /** The next message, or an error result when none arrives within `timeoutMs`. */
  next(timeoutMs?: number): Promise<GraphqlResult<T>>;
  /** Skips messages until one satisfies `wanted` (a change may be announced more than once, e.g. per batch). */
  until(wanted: (value: GraphqlResult<T>) => boolean, timeoutMs?: number): Promise<GraphqlResult<T>>;
  /** Whatever arrives within `ms` (for "nothing else came" checks). */
  drain(ms: number): Promise<GraphqlResult<T>[]>;
  stop(): void;
}

export function subscribe<T>(
  client: WsClient,
  query: string,
  variables: Record<string, unknown> = {},
): TestSubscription<T> {
  const arrived: GraphqlResult<T>[] = [];
  const waiting: ((value: GraphqlResult<T>) => void)[] = [];
  const deliver = (value: GraphqlResult<T>) => {
    const waiter = waiting.shift();
    if (waiter) waiter(value);
    else arrived.push(value);
  };
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => deliver(value as GraphqlResult<T>),
      // A refused connection ends in a CloseEvent, not an Error (DESIGN "Known traps"): a result like the others.
      // An operation ended by the server (access lost) ends in its GraphQL errors: kept whole, codes and all.
      error: (error: unknown) =>
        deliver(
          Array.isArray(error)
            ? { errors: error as NonNullable<GraphqlResult<T>["errors"]> }
            : { errors: [{ message: describeClose(error) }] },
        ),
      complete: () => {},
    },
  );
  return {
    next(timeoutMs = 5_000) {
      const ready = arrived.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          resolve({ errors: [{ message: `no message within ${timeoutMs} ms` }] });
        }, timeoutMs);
        const waiter = (value: GraphqlResult<T>) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiting.push(waiter);
      });
    },
    async until(wanted, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await this.next(Math.max(1, deadline - Date.now()));
        if (wanted(value) || Date.now() >= deadline) return value;
      }
    },
    async drain(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return arrived.splice(0);
    },
    stop,
  };
}

function describeClose(error: unknown): string {
  if (error && typeof error === "object" && "code" in error) {
    const close = error as { code: number; reason?: string };
    return `closed ${close.code}${close.reason ? ` ${close.reason}` : ""}`;
  }
  if (Array.isArray(error)) return (error as { message: string }[]).map((e) => e.message).join("; ");
  return error instanceof Error ? error.message : String(error);
}

/** One operation over HTTP through the user's urql client: the data, and the first error's code and field. */
export async function run<T>(
  user: TestUser,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: T | null; code: string | null; field: string | null; message: string | null }> {
  const isMutation = /^\s*mutation\b/.test(query);
  const result = await (isMutation
    ? user.urql.mutation<T>(query, variables)
    : user.urql.query<T>(query, variables)
  ).toPromise();
  const error = result.error?.graphQLErrors[0];
  const extensions = (error?.extensions ?? {}) as { code?: string; field?: string };
  return {
    data: result.data ?? null,
    code: extensions.code ?? (result.error?.networkError ? "NETWORK" : null),
    field: extensions.field ?? null,
    message: error?.message ?? result.error?.networkError?.message ?? null,
  };
}
