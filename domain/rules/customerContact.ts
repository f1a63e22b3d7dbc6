/**
 * Who may see a customer's name and phone on a captain's side (issue 18, finding 2): only the captain
 * holding the job — from acceptance through completion — and for a short while after it ends, so they
 * can follow up (a forgotten item, a receipt). An offer is not a job: it shows the service, the area and
 * the distance, never the person. Time is passed in: the window closes at read time, not by a timer.
 */

/** How long after a held job ends (completed, or cancelled after acceptance) its captain still sees the customer. */
export const CUSTOMER_CONTACT_FOLLOW_UP_MS = 2 * 60 * 60 * 1000;

/** Row statuses of a job the captain holds now. */
export const HOLDING_STATUSES = ["accepted", "in-progress"] as const;

/** Row statuses of a job the captain held and that has ended (a pending offer cancelled becomes "withdrawn"). */
export const ENDED_HELD_STATUSES = ["completed", "cancelled"] as const;

/** Statuses whose rows may keep the customer's identity in a read model (the window is checked on reading). */
export const IDENTITY_KEEPING_STATUSES: readonly string[] = [...HOLDING_STATUSES, ...ENDED_HELD_STATUSES];

export interface HeldJob {
  status: string;
  /** When the held job ended (completion or cancellation); null while it runs. */
  endedAt: string | null;
}

/** Whether the captain of this row may see the customer's name and phone at `now`. */
export function showsCustomerContact(job: HeldJob, now: Date): boolean {
  if ((HOLDING_STATUSES as readonly string[]).includes(job.status)) return true;
  if (!(ENDED_HELD_STATUSES as readonly string[]).includes(job.status) || job.endedAt === null) return false;
  return now.getTime() < Date.parse(job.endedAt) + CUSTOMER_CONTACT_FOLLOW_UP_MS;
}
