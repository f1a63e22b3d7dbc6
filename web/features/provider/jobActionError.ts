import type { CombinedError } from "urql";
import type { JobAction } from "./rowActions";

const FAILED_TITLE: Readonly<Record<JobAction, string>> = {
  accept: "Could Not Accept",
  decline: "Could Not Decline",
  start: "Could Not Start",
  complete: "Could Not Complete",
};

export interface ErrorToast {
  readonly title: string;
  readonly description: string;
}

/**
 * The toast for a failed job action. The server's message says what happened ("request is
 * accepted, not pending"); CONFLICT gets a plain-words lead, since it usually means someone or
 * something was faster (another captain took the job, the offer expired, the customer cancelled).
 */
export function jobActionError(action: JobAction, error: CombinedError): ErrorToast {
  const title = FAILED_TITLE[action];
  if (error.networkError) {
    return { title, description: "The server could not be reached. Check your connection and try again." };
  }
  const first = error.graphQLErrors[0];
  const message = first?.message ?? error.message;
  const code = typeof first?.extensions?.code === "string" ? first.extensions.code : null;
  if (code === "CONFLICT") {
    const lead =
      action === "accept"
        ? "This job is no longer yours to take"
        : "The job changed before your action arrived";
    return { title, description: `${lead} (CONFLICT: ${message}). The table now shows its current state.` };
  }
  return { title, description: code ? `${code}: ${message}` : message };
}

/** A failed read, for the error state of a data view. */
export function readErrorText(error: CombinedError): string {
  if (error.networkError) return "The server could not be reached.";
  return error.graphQLErrors[0]?.message ?? error.message;
}
