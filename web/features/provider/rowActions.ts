import type { ProviderT } from "./messages";
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

/** The action's button. */
export function actionLabel(t: ProviderT, action: JobAction): string {
  switch (action) {
    case "accept":
      return t("action.accept");
    case "decline":
      return t("action.decline");
    case "start":
      return t("action.start");
    case "complete":
      return t("action.complete");
  }
}

/** What a finished action tells the provider. */
export function actionDone(t: ProviderT, action: JobAction): string {
  switch (action) {
    case "accept":
      return t("actionDone.accept");
    case "decline":
      return t("actionDone.decline");
    case "start":
      return t("actionDone.start");
    case "complete":
      return t("actionDone.complete");
  }
}
