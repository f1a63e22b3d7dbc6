import { useCallback, useState } from "react";
import { useMutation } from "urql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import {
  AcceptJobMutation,
  CompleteJobMutation,
  DeclineJobMutation,
  StartJobMutation,
} from "./dashboardDocuments";
import { jobActionError } from "./jobActionError";
import { providerMessages } from "./messages";
import type { RowStatus } from "./requestsTableRules";
import { actionDone, type JobAction } from "./rowActions";

/** What the row shows right after a successful action, until the dashboard read model catches up. */
const STATUS_AFTER: Readonly<Record<JobAction, RowStatus>> = {
  accept: "ACCEPTED",
  decline: "DECLINED",
  start: "IN_PROGRESS",
  complete: "COMPLETED",
};

export interface JobActions {
  /** The request whose action is running, if any. */
  readonly running: { readonly requestId: string; readonly action: JobAction } | null;
  /** Statuses the server confirmed that the table may not show yet. */
  readonly confirmed: ReadonlyMap<string, RowStatus>;
  readonly run: (action: JobAction, requestId: string) => Promise<boolean>;
}

/**
 * Accept, Decline, Start and Complete through the GraphQL mutations (the same command handlers as
 * REST). Failures become toasts naming what went wrong; `onSettled` refetches the views either way.
 */
export function useJobActions(onSettled: () => void): JobActions {
  const t = useT(providerMessages);
  const [, accept] = useMutation(AcceptJobMutation);
  const [, decline] = useMutation(DeclineJobMutation);
  const [, start] = useMutation(StartJobMutation);
  const [, complete] = useMutation(CompleteJobMutation);
  const [running, setRunning] = useState<JobActions["running"]>(null);
  const [confirmed, setConfirmed] = useState<ReadonlyMap<string, RowStatus>>(new Map());

  const run = useCallback(
    async (action: JobAction, requestId: string) => {
      setRunning({ requestId, action });
      const mutate = { accept, decline, start, complete }[action];
      const result = await mutate({ requestId }, { requestPolicy: "network-only" });
      setRunning(null);
      if (result.error) {
        const toast = jobActionError(t, action, result.error);
        notify.error(toast.title, toast.description, { id: `action-${requestId}` });
      } else {
        setConfirmed((current) => new Map(current).set(requestId, STATUS_AFTER[action]));
        notify.success(actionDone(t, action), undefined, { id: `action-${requestId}` });
      }
      onSettled();
      return !result.error;
    },
    [accept, decline, start, complete, onSettled, t],
  );

  return { running, confirmed, run };
}

/**
 * The status to show: the server's confirmation of the captain's own action wins until the table's
 * row moves past where it was when the action ran.
 */
export function shownStatus(rowStatus: RowStatus, confirmed: RowStatus | undefined): RowStatus {
  if (!confirmed) return rowStatus;
  const order: readonly RowStatus[] = ["PENDING", "ACCEPTED", "IN_PROGRESS", "COMPLETED"];
  const rowAt = order.indexOf(rowStatus);
  const confirmedAt = order.indexOf(confirmed);
  // Terminal or side statuses (declined, cancelled, withdrawn) and anything the row already reached win.
  if (rowAt === -1 || confirmedAt === -1) return rowStatus === "PENDING" ? confirmed : rowStatus;
  return rowAt >= confirmedAt ? rowStatus : confirmed;
}
