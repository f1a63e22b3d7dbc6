import type { z } from "zod";
import { MarkPayoutRunPaid, PreparePayoutRun } from "../../domain/payout/commands";
import { payoutDecider } from "../../domain/payout/decider";
import { payoutRunStream } from "../../domain/payout/events";
import type { AuthorizeOutcome, PaymentGateway } from "../../domain/ports/paymentGateway";
import { SetPayoutAccount } from "../../domain/provider/commands";
import { providerDecider } from "../../domain/provider/decider";
import { requestDecider as decider } from "../../domain/request/decider";
import {
  ApproveExtra,
  IssueCreditNote,
  IssueTaxInvoice,
  ProposeExtra,
  RecordCaptureFailed,
  RecordCashCollected,
  RecordPaymentCaptured,
  RecordPaymentVoided,
  RecordRefund,
  RejectExtra,
  RequestRefund,
} from "../../domain/request/moneyCommands";
import type { RequestState } from "../../domain/request/state";
import { DomainError } from "../../domain/shared/domainError";
import { providerStream, requestStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps, CommandOutcome } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { defineCommand } from "../defineCommand";
import { CommandFor, handleCommand } from "../handleCommand";
import { parseCommand } from "../parseCommand";

/**
 * Money commands on a request's stream (issue 20), and the captain's payout account and the weekly
 * payout runs. The deciders judge every rule; these handlers only bring in what they cannot read
 * themselves: the processor's hold for an approved extra.
 */
const stream = (c: { requestId: string }) => requestStream(c.requestId);

/** The assigned captain asks for more on an accepted or started job (the customer approves or rejects). */
export const proposeExtra = defineCommand({ decider, schema: ProposeExtra, type: "ProposeExtra", stream });
export const rejectExtra = defineCommand({ decider, schema: RejectExtra, type: "RejectExtra", stream });
/** The captain of a completed cash job took the money. */
export const recordCashCollected = defineCommand({
  decider,
  schema: RecordCashCollected,
  type: "RecordCashCollected",
  stream,
});
/** An admin gives money back; the payment process carries it out with the processor. */
export const requestRefund = defineCommand({ decider, schema: RequestRefund, type: "RequestRefund", stream });

// What the payment and invoicing processes (worker) record after the processor or the numbering answered.
export const recordPaymentCaptured = defineCommand({
  decider,
  schema: RecordPaymentCaptured,
  type: "RecordPaymentCaptured",
  stream,
});
export const recordPaymentVoided = defineCommand({
  decider,
  schema: RecordPaymentVoided,
  type: "RecordPaymentVoided",
  stream,
});
export const recordCaptureFailed = defineCommand({
  decider,
  schema: RecordCaptureFailed,
  type: "RecordCaptureFailed",
  stream,
});
export const recordRefund = defineCommand({ decider, schema: RecordRefund, type: "RecordRefund", stream });
export const issueTaxInvoice = defineCommand({
  decider,
  schema: IssueTaxInvoice,
  type: "IssueTaxInvoice",
  stream,
});
export const issueCreditNote = defineCommand({
  decider,
  schema: IssueCreditNote,
  type: "IssueCreditNote",
  stream,
});

/** The gateway, or a plain failure: a server without one configured cannot take card money. */
export function requirePayments(deps: CommandDeps): PaymentGateway {
  if (!deps.payments) throw new Error("no payment gateway is configured (CommandDeps.payments)");
  return deps.payments;
}

/**
 * The customer approves an extra. On a card booking the processor is asked first for a further
 * hold on the booking's card (idempotency "extra:<extraId>", so a lost race or a retry reuses the
 * same hold); a refused hold approves nothing and says why.
 */
export const approveExtra = (deps: CommandDeps) => {
  return async (
    input: Omit<CommandInput<z.input<typeof ApproveExtra>>, "authorization">,
    context: CommandContext,
  ) =>
    observed(deps, "ApproveExtra", async () => {
      const at = deps.clock.now().toISOString();
      const base = parseCommand(ApproveExtra, {
        ...input,
        authorization: null,
        type: "ApproveExtra",
        actor: context.actor,
        at,
      });
      const build = new CommandFor<z.output<typeof ApproveExtra>, RequestState>(async (state) => ({
        ...base,
        authorization: await followOnHold(deps, state, base.extraId, context),
      }));
      return handleCommand(deps, stream(base), decider, build, context, at);
    });
};

async function followOnHold(
  deps: CommandDeps,
  state: RequestState,
  extraId: string,
  context: CommandContext,
): Promise<z.output<typeof ApproveExtra>["authorization"]> {
  const extra = state.money.extras.find((x) => x.extraId === extraId);
  const card = state.money.paymentMethod === "card" || state.money.paymentMethod === "apple-pay";
  // Only a proposed extra on a card booking, approved by its customer, moves the card: anything
  // else goes to the decider without a hold and is refused (or is a no-op) there.
  if (!card || !extra || extra.status !== "proposed" || context.actor.userId !== state.customerId)
    return null;
  const booking = state.money.payments.find((p) => p.purpose === "booking");
  if (!booking) return null;
  const outcome = await requirePayments(deps).authorizeFollowOn({
    previousPaymentId: booking.paymentId,
    amountFils: extra.line.grossFils,
    idempotencyKey: `extra:${extraId}`,
    description: `Roadside extra: ${extra.line.note ?? "extra"}`,
    requestId: state.requestId ?? "",
    customerId: state.customerId ?? "",
  });
  return grantedOrRefused(outcome, booking.provider, extra.line.grossFils);
}

function grantedOrRefused(outcome: AuthorizeOutcome, provider: "test" | "stripe", amountFils: number) {
  if (outcome.outcome === "declined")
    throw new DomainError("conflict", "extra.cardDeclined", { declineReason: outcome.reason });
  if (outcome.outcome === "requires-action") throw new DomainError("conflict", "extra.bankWantsConfirmation");
  return {
    paymentId: outcome.paymentId,
    provider,
    amountFils,
    cardBrand: outcome.cardBrand,
    cardLast4: outcome.cardLast4,
  };
}

/** A captain's payout account; the provider decider checks the IBAN (parseUaeIban) and names the field. */
export const setPayoutAccount = defineCommand({
  decider: providerDecider,
  schema: SetPayoutAccount,
  type: "SetPayoutAccount",
  stream: (c: { providerId: string }) => providerStream(c.providerId),
});

const payoutStream = (c: { runId: string }) => payoutRunStream(c.runId);
/** Records a run whose lines command-api/payouts/preparePayoutRun built from the ledger. */
export const recordPayoutRun = defineCommand({
  decider: payoutDecider,
  schema: PreparePayoutRun,
  type: "PreparePayoutRun",
  stream: payoutStream,
  // The run's id is derived from its week: a second preparation of that week must be refused, not retried.
  retryOnConflict: false,
});
export const markPayoutRunPaid = defineCommand({
  decider: payoutDecider,
  schema: MarkPayoutRunPaid,
  type: "MarkPayoutRunPaid",
  stream: payoutStream,
});

/** The command observer's accounting, as defineCommand does it, for handlers that build their command. */
async function observed<T>(deps: CommandDeps, type: string, run: () => Promise<T & { events: unknown[] }>) {
  const started = performance.now();
  const observe = (outcome: CommandOutcome) =>
    deps.observeCommand?.(type, outcome, (performance.now() - started) / 1000);
  try {
    const result = await run();
    observe(result.events.length > 0 ? "accepted" : "unchanged");
    return result;
  } catch (error) {
    observe(error instanceof DomainError ? (error.code === "conflict" ? "conflict" : "rejected") : "failed");
    throw error;
  }
}
