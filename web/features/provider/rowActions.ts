import type { RowStatus } from "./requestsTableRules";

export type JobAction = "accept" | "decline" | "start" | "complete";

/** Spec §4: Accept and Decline a pending offer, Start an accepted job, Complete one in progress. */
export function actionsFor(status: RowStatus): readonly JobAction[] {
  switch (status) {
    case "PENDING":
      return ["accept", "decline"];
    case "ACCEPTED":
      return ["start"];
    case "IN_PROGRESS":
      return ["complete"];
    default:
      return [];
  }
}

export const ACTION_LABEL: Readonly<Record<JobAction, string>> = {
  accept: "Accept",
  decline: "Decline",
  start: "Start",
  complete: "Complete",
};

/** What a finished action tells the provider. */
export const ACTION_DONE: Readonly<Record<JobAction, string>> = {
  accept: "Job accepted",
  decline: "Offer declined",
  start: "Job started",
  complete: "Job completed",
};
