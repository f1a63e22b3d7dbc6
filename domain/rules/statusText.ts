/** Text of the "Request Update" toast per new status (spec §4); pending has none. */
export const STATUS_UPDATE_TEXT = {
  accepted: "Your request has been accepted",
  "in-progress": "Provider is on the way",
  completed: "Service completed successfully",
  cancelled: "Request was cancelled",
} as const;

export type AnnouncedStatus = keyof typeof STATUS_UPDATE_TEXT;

/** The toast text for a status update, or null for a status the spec does not announce. */
export function statusText(status: string): string | null {
  return Object.hasOwn(STATUS_UPDATE_TEXT, status) ? STATUS_UPDATE_TEXT[status as AnnouncedStatus] : null;
}
