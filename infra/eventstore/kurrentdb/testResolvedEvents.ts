import type { AllStreamResolvedEvent } from "@kurrent/kurrentdb-client";
import type { EventMetadata } from "../../../domain/ports/eventStore";

/** Test support: records shaped as the KurrentDB client hands them out. */

export const metadataFor = (eventId: string): EventMetadata => ({
  eventId,
  correlationId: "c0ffee00-0000-4000-8000-000000000001",
  causationId: null,
  actor: { userId: "u1", role: "customer" },
  occurredAt: "2025-01-01T00:00:00.000Z",
  schemaVersion: 1,
});

/** An application event at log position `at` (commit = prepare, as KurrentDB writes them). */
export function resolvedAt(
  at: bigint,
  overrides: { type?: string; streamId?: string; revision?: bigint; metadata?: unknown } = {},
): AllStreamResolvedEvent {
  const id = `00000000-0000-4000-8000-${at.toString().padStart(12, "0")}`;
  return {
    event: {
      streamId: overrides.streamId ?? "request-1",
      id,
      isJson: true,
      revision: overrides.revision ?? at,
      type: overrides.type ?? "ServiceRequested",
      created: new Date(0),
      data: { n: Number(at) },
      metadata: ("metadata" in overrides ? overrides.metadata : metadataFor(id)) as EventMetadata &
        Record<string, unknown>,
      position: { commit: at, prepare: at },
    },
    commitPosition: at,
  };
}
