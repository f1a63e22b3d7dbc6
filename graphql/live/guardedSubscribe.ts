import type { SubscribeResolverData } from "type-graphql";
import type { GraphqlContext } from "../context/graphqlContext";
import { toGraphqlError } from "../errors/graphqlErrors";

/**
 * A refusal in a subscription's `subscribe` (not signed in, not your request) becomes its coded GraphQL
 * error at once, so it reads the same whichever path graphql-js reports it by.
 */
export function guardedSubscribe<Args>(
  subscribe: (args: Args, ctx: GraphqlContext) => Promise<AsyncIterable<unknown>>,
): (data: SubscribeResolverData<unknown, Args, GraphqlContext>) => Promise<AsyncIterable<unknown>> {
  return async ({ args, context }) => {
    try {
      return await subscribe(args, context);
    } catch (error) {
      throw toGraphqlError(error).error;
    }
  };
}

/** Attaches first (so nothing published meanwhile is missed), then checks; a refusal detaches again. */
export async function checkedIterator<T>(
  iterator: AsyncIterableIterator<T>,
  check: () => Promise<void> | void,
): Promise<AsyncIterableIterator<T>> {
  try {
    await check();
    return iterator;
  } catch (error) {
    await iterator.return?.();
    throw error;
  }
}
