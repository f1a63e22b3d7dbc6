import { type Client, createClient } from "graphql-ws";
import { cookieSocket } from "../../../infra/testing/nodeClient";

/** One subscription's messages as they arrive, and a way to wait for one. */
export interface Subscription<T> {
  /** Resolves with the first message from now on that matches, or undefined after `withinMs`. */
  expect(match: (data: T) => boolean, withinMs: number): Promise<{ data: T; receivedAt: number } | undefined>;
  stop(): void;
}

/**
 * A user's graphql-ws connection to /graphql (one socket, many subscriptions, as the web app keeps
 * one). Errors (a subscription's error, a socket that closes under it) are handed to `onProblem`.
 */
export class GraphqlFeed {
  private readonly client: Client;
  private disposed = false;

  constructor(url: string, cookie: string, onProblem: (what: string) => void) {
    this.client = createClient({
      url: `${url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: cookieSocket(cookie),
      retryAttempts: 0,
      lazy: false,
      on: {
        closed: (event) => {
          if (!this.disposed)
            onProblem(`/graphql socket closed (${(event as { code?: number }).code ?? "?"})`);
        },
        error: (error) => {
          if (!this.disposed)
            onProblem(`/graphql socket error: ${String((error as Error)?.message ?? error)}`);
        },
      },
    });
    this.onProblem = onProblem;
  }

  private readonly onProblem: (what: string) => void;

  /** Subscribes; `onData`, when given, hears every message as well. */
  subscribe<T>(
    query: string,
    variables: Record<string, unknown>,
    onData?: (data: T, receivedAt: number) => void,
  ): Subscription<T> {
    const waiters = new Set<{
      match: (data: T) => boolean;
      resolve: (value: { data: T; receivedAt: number } | undefined) => void;
      timer: NodeJS.Timeout;
    }>();
    let stopped = false;
    const stop = this.client.subscribe<T>(
      { query, variables },
      {
        next: (message) => {
          const receivedAt = Date.now();
          if (message.errors?.length) {
            this.onProblem(`subscription error: ${message.errors.map((e) => e.message).join("; ")}`);
            return;
          }
          const data = message.data as T;
          onData?.(data, receivedAt);
          for (const waiter of [...waiters])
            if (waiter.match(data)) {
              waiters.delete(waiter);
              clearTimeout(waiter.timer);
              waiter.resolve({ data, receivedAt });
            }
        },
        error: (error) => {
          if (stopped || this.disposed) return;
          const text = Array.isArray(error)
            ? error.map((e: { message: string }) => e.message).join("; ")
            : String((error as Error)?.message ?? (error as { code?: number })?.code ?? error);
          this.onProblem(`subscription ended in error: ${text}`);
        },
        complete: () => {},
      },
    );
    return {
      expect: (match, withinMs) =>
        new Promise((resolve) => {
          const waiter = {
            match,
            resolve,
            timer: setTimeout(() => {
              waiters.delete(waiter);
              resolve(undefined);
            }, withinMs),
          };
          waiters.add(waiter);
        }),
      stop: () => {
        stopped = true;
        for (const waiter of waiters) {
          clearTimeout(waiter.timer);
          waiter.resolve(undefined);
        }
        waiters.clear();
        stop();
      },
    };
  }

  async close(): Promise<void> {
    this.disposed = true;
    await this.client.dispose();
  }
}
