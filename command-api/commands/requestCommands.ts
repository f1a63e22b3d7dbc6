import type { z } from "zod";
import { DEFAULT_CANCELLATION_FEE_FILS } from "../../domain/money/cancellationFee";
import {
  CancelRequest,
  CompleteJob,
  DeclineJob,
  MarkUnassigned,
  OfferJob,
  OfferJobs,
  PostReview,
  ReassignJob,
  RecordRoutePoint,
  RequestService,
  StartJob,
  WithdrawOffer,
} from "../../domain/request/commands";
import { requestDecider as decider } from "../../domain/request/decider";
import { IssueQuote, RecordPaymentDeclined } from "../../domain/request/moneyCommands";
import { requestStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { defineCommand } from "../defineCommand";

const stream = (c: { requestId: string }) => requestStream(c.requestId);

// A new request must not exist yet: a lost race means the id was reused, which retrying cannot fix.
// Its id is minted by the caller for this booking, so there is nothing to read before appending.
const requestServiceCommand = defineCommand({
  decider,
  schema: RequestService,
  type: "RequestService",
  stream,
  retryOnConflict: false,
  newStream: true,
});
export const requestService = (deps: CommandDeps) => {
  const handle = requestServiceCommand(deps);
  return (
    input: Omit<CommandInput<z.input<typeof RequestService>>, "offerTtlSeconds">,
    context: CommandContext,
  ) => handle({ ...input, offerTtlSeconds: deps.offerTtlSeconds }, context);
};
/**
 * The server's quote before the customer confirms: the quote's id is the request's, minted for it, so
 * the stream is new (a lost race means the id was reused, which retrying cannot fix).
 */
export const issueQuote = defineCommand({
  decider,
  schema: IssueQuote,
  type: "IssueQuote",
  stream,
  retryOnConflict: false,
  newStream: true,
});
/** The processor refused the card for the quote: recorded on the quote's stream (bookWithPayment). */
export const recordPaymentDeclined = defineCommand({
  decider,
  schema: RecordPaymentDeclined,
  type: "RecordPaymentDeclined",
  stream,
});
export const offerJob = defineCommand({ decider, schema: OfferJob, type: "OfferJob", stream });
export const offerJobs = defineCommand({ decider, schema: OfferJobs, type: "OfferJobs", stream });
export const withdrawOffer = defineCommand({ decider, schema: WithdrawOffer, type: "WithdrawOffer", stream });
/** Books the provider as well, so it has its own file. */
export { acceptJob } from "./acceptJob";
export const declineJob = defineCommand({ decider, schema: DeclineJob, type: "DeclineJob", stream });
export const startJob = defineCommand({ decider, schema: StartJob, type: "StartJob", stream });
export const completeJob = defineCommand({ decider, schema: CompleteJob, type: "CompleteJob", stream });
const cancelRequestCommand = defineCommand({ decider, schema: CancelRequest, type: "CancelRequest", stream });
/** The configured cancellation fee goes in with the command: the decider reads no configuration. */
export const cancelRequest = (deps: CommandDeps) => {
  const handle = cancelRequestCommand(deps);
  return (
    input: Omit<CommandInput<z.input<typeof CancelRequest>>, "cancellationFeePolicyFils">,
    context: CommandContext,
  ) =>
    handle(
      { ...input, cancellationFeePolicyFils: deps.cancellationFeeFils ?? DEFAULT_CANCELLATION_FEE_FILS },
      context,
    );
};
export const markUnassigned = defineCommand({
  decider,
  schema: MarkUnassigned,
  type: "MarkUnassigned",
  stream,
});
export const postReview = defineCommand({ decider, schema: PostReview, type: "PostReview", stream });
/** Support takes an accepted job back from a captain who abandoned it; dispatch offers it again. */
export const reassignJob = defineCommand({ decider, schema: ReassignJob, type: "ReassignJob", stream });
export const recordRoutePoint = defineCommand({
  decider,
  schema: RecordRoutePoint,
  type: "RecordRoutePoint",
  stream,
});
