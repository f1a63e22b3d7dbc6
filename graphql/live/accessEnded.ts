import type { GraphQLError } from "graphql";
import { DomainError } from "../../domain/shared/domainError";
import { userError } from "../errors/graphqlErrors";

/**
 * Thrown by a live iterator's `map` when the subscriber may no longer see what they subscribed to (a
 * captain who declined, an offer that went to another): liveIterator ends the subscription with `error`
 * instead of skipping one value, so the client is told, and nothing later reaches them.
 */
export class SubscriptionEnded extends Error {
  constructor(readonly error: GraphQLError) {
    super(error.message);
    this.name = "SubscriptionEnded";
  }
}

const REFUSALS = new Set(["forbidden", "not_found", "unauthenticated"]);

/**
 * Runs a subscription's access check again for one delivery. A refusal (what the check throws when the
 * caller may not see `what` now) becomes a FORBIDDEN error that ends the subscription; it names what was
 * lost, which the subscriber already knew of, so nothing new is disclosed.
 */
export async function requireAccessStill<T>(
  what: { readonly resource: string; readonly id: string },
  check: () => T | Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof DomainError && REFUSALS.has(error.code))
      throw new SubscriptionEnded(
        userError(
          new DomainError("forbidden", "subscription.accessEnded", { resource: what.resource, id: what.id }),
        ),
      );
    throw error;
  }
}
