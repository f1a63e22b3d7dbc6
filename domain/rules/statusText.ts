/** Text of the "Request Update" toast per new status (spec §4); pending has none. */
export const STATUS_UPDATE_TEXT = {
  accepted: "Your request has been accepted",
  "in-progress": "Provider is on the way",
  completed: "Service completed successfully",
  cancelled: "Request was cancelled",
} as const;

export type AnnouncedStatus = keyof typeof STATUS_UPDATE_TEXT;

/**
 * The support line behind the spec's "Call Support" (the web app's VITE_SUPPORT_PHONE default too);
 * the server's SUPPORT_PHONE setting replaces it.
 */
export const DEFAULT_SUPPORT_PHONE = "800 7623 7433";

/** Spec §4 has no text for it; a customer whom nobody came for must learn whom to call. */
export function unassignedText(supportPhone: string): string {
  return `No provider could take your request. Please call support on ${supportPhone}.`;
}

/** The toast text for a status update, or null for a status that is not announced. */
export function statusText(status: string, supportPhone: string = DEFAULT_SUPPORT_PHONE): string | null {
  if (status === "unassigned") return unassignedText(supportPhone);
  return Object.hasOwn(STATUS_UPDATE_TEXT, status) ? STATUS_UPDATE_TEXT[status as AnnouncedStatus] : null;
}
