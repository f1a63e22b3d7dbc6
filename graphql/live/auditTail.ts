import { type EventStore, formatPosition, type RecordedEvent } from "../../domain/ports/eventStore";
import type { AuditLogEntry } from "../../projections/audit/auditLogQuery";
import { redactSecrets } from "../../projections/audit/redactSecrets";

/**
 * New events as they are appended, for admins watching the audit log live. Straight from the store's
 * `$all` subscription (not the audit projection, which announces nothing per row), one subscription
 * shared by every watcher, open only while someone watches, starting at the head: a tail, not a replay.
 */
export class AuditTail {
  private readonly listeners = new Set<(entry: AuditLogEntry) => void>();
  private running: AbortController | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves once the tail is reading, so every event appended afterwards is delivered. */
  async subscribe(listener: (entry: AuditLogEntry) => void): Promise<() => void> {
    this.listeners.add(listener);
    if (!this.running) await this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.running?.abort();
        this.running = null;
      }
    };
  }

  private async start(): Promise<void> {
    const controller = new AbortController();
    this.running = controller;
    let head: Awaited<ReturnType<EventStore["headPosition"]>>;
    try {
      head = await this.store.headPosition();
    } catch (error) {
      // Not started: the next watcher tries again.
      this.running = null;
      throw error;
    }
    void (async () => {
      try {
        for await (const event of this.store.subscribeAll({ after: head, signal: controller.signal })) {
          const entry = toEntry(event);
          for (const listener of [...this.listeners]) listener(entry);
        }
      } catch (error) {
        if (!controller.signal.aborted) this.onError(error);
      }
    })();
  }
}

function toEntry(event: RecordedEvent): AuditLogEntry {
  return {
    position: formatPosition(event.position),
    eventId: event.metadata.eventId,
    streamId: event.streamId,
    revision: event.revision.toString(),
    type: event.type,
    actor: event.metadata.actor,
    correlationId: event.metadata.correlationId,
    causationId: event.metadata.causationId,
    occurredAt: event.metadata.occurredAt,
    schemaVersion: event.metadata.schemaVersion,
    data: redactSecrets(event.data),
  };
}
