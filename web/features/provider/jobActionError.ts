import type { CombinedError } from "urql";
import type { ProviderT } from "./messages";
import type { JobAction } from "./rowActions";

function failedTitle(t: ProviderT, action: JobAction): string {
  switch (action) {
    case "accept":
      return t("actionFailed.accept");
    case "decline":
      return t("actionFailed.decline");
    case "start":
      return t("actionFailed.start");
    case "complete":
      return t("actionFailed.complete");
  }
}

export interface ErrorToast {
  readonly title: string;
  readonly description: string;
}

/**
 * The toast for a failed job action. The server's message says what happened ("request is
 * accepted, not pending") and is shown as sent; CONFLICT gets a plain-words lead, since it usually
 * means someone or something was faster (another captain took the job, the offer expired, the
 * customer cancelled).
 */
export function jobActionError(t: ProviderT, action: JobAction, error: CombinedError): ErrorToast {
  const title = failedTitle(t, action);
  if (error.networkError) return { title, description: t("error.unreachableRetry") };
  const first = error.graphQLErrors[0];
  const message = first?.message ?? error.message;
  const code = typeof first?.extensions?.code === "string" ? first.extensions.code : null;
  if (code === "CONFLICT") {
    const description =
      action === "accept" ? t("error.conflictAccept", { message }) : t("error.conflictChanged", { message });
    return { title, description };
  }
  return { title, description: code ? `${code}: ${message}` : message };
}

/** A failed read, for the error state of a data view: the server's own message, or that it was not reached. */
export function readErrorText(t: ProviderT, error: CombinedError): string {
  if (error.networkError) return t("error.unreachable");
  return error.graphQLErrors[0]?.message ?? error.message;
}
