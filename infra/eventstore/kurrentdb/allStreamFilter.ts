import { eventTypeFilter, excludeSystemEvents, type Filter } from "@kurrent/kurrentdb-client";

/**
 * `$`-prefixed event types and streams belong to KurrentDB itself (users, scavenges, metadata,
 * links); the port's `$all` carries only application events.
 */
export function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith("$") || event.streamId.startsWith("$");
}

/**
 * The server-side filter for a `$all` read or subscription: the given event types exactly, or
 * everything that is not a system event type. The server then skips the rest without shipping
 * it, and `limit` counts only what matches. System *streams* holding non-`$` types are rare and
 * are dropped client-side by `isSystemEvent`.
 */
export function serverFilterFor(types: readonly string[] | undefined): Filter {
  if (types === undefined) return excludeSystemEvents();
  // Anchored alternation: a prefix filter would let "JobAccepted" also match "JobAcceptedV2".
  // An empty list only needs to narrow: `acceptsType` drops whatever `^$` lets through.
  const regex = types.length === 0 ? "^$" : `^(?:${types.map(escapeRegex).join("|")})$`;
  return eventTypeFilter({ regex });
}

/** Client-side check of `types`, so every path (reads, subscriptions, resubscriptions) agrees. */
export function acceptsType(types: readonly string[] | undefined, type: string): boolean {
  return types === undefined || types.includes(type);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
