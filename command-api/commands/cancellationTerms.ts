import { DEFAULT_CANCELLATION_FEE_FILS } from "../../domain/money/cancellationFee";
import { cancellationFeeFor } from "../../domain/request/money";
import type { Actor } from "../../domain/shared/actor";
import type { CommandDeps } from "../commandDeps";
import { requestStateOf } from "./requestStateOf";

export interface CancellationTerms {
  requestId: string;
  /** What cancelling now costs this caller, in fils (0: free). */
  feeFils: number;
  captainAccepted: boolean;
}

/**
 * What cancelling now would cost (issue 20 step 8), read from the request's own stream with the
 * decider's rule, so the fee shown before the customer confirms is the fee the cancel then takes.
 */
export async function cancellationTerms(
  deps: Pick<CommandDeps, "store" | "cancellationFeeFils">,
  requestId: string,
  actor: Actor,
): Promise<CancellationTerms> {
  const state = await requestStateOf(deps.store, requestId);
  const policy = deps.cancellationFeeFils ?? DEFAULT_CANCELLATION_FEE_FILS;
  return {
    requestId,
    feeFils: cancellationFeeFor(state, policy, actor.role),
    // A captain is on the way or at work.
    captainAccepted: state.status === "accepted" || state.status === "in-progress",
  };
}
