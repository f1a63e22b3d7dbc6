/** The audit log's filters as typed in the form (empty means "any"). */
export interface AuditFilters {
  readonly streamId: string;
  readonly eventType: string;
  readonly actorUserId: string;
  /** datetime-local values, UAE wall clock. */
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: AuditFilters = { streamId: "", eventType: "", actorUserId: "", from: "", to: "" };

/** A datetime-local value read as UAE time (the panel's clock, whatever the browser's zone). */
export function uaeLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = Date.parse(`${value.length === 16 ? `${value}:00` : value}+04:00`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** The query's variables: blanks dropped, times as instants. */
export function auditVariables(filters: AuditFilters) {
  const text = (value: string) => value.trim() || null;
  return {
    streamId: text(filters.streamId),
    eventType: text(filters.eventType),
    actorUserId: text(filters.actorUserId),
    from: uaeLocalToIso(filters.from),
    to: uaeLocalToIso(filters.to),
  };
}

/** Whether a live entry belongs on screen under the filters (the tail sends every event). */
export function matchesFilters(
  entry: { streamId: string; type: string; actor: { userId: string }; occurredAt: string },
  filters: AuditFilters,
): boolean {
  const vars = auditVariables(filters);
  if (vars.streamId && entry.streamId !== vars.streamId) return false;
  if (vars.eventType && entry.type !== vars.eventType) return false;
  if (vars.actorUserId && entry.actor.userId !== vars.actorUserId) return false;
  if (vars.from && entry.occurredAt < vars.from) return false;
  if (vars.to && entry.occurredAt >= vars.to) return false;
  return true;
}
