import { z } from "zod";
import { Actor } from "../shared/actor";
import { Id, IsoTime } from "../shared/values";
import { PayoutLine } from "./events";

const envelope = { actor: Actor, at: IsoTime, runId: Id };

/** An admin prepares a week's run from the captains' ledger balances (the handler reads them). */
export const PreparePayoutRun = z.object({
  type: z.literal("PreparePayoutRun"),
  ...envelope,
  weekStart: z.iso.date(),
  weekEnd: z.iso.date(),
  lines: z.array(PayoutLine),
});

/** The bank carried out the transfers: the admin records the batch's reference. */
export const MarkPayoutRunPaid = z.object({
  type: z.literal("MarkPayoutRunPaid"),
  ...envelope,
  bankReference: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
});

export const PayoutCommand = z.discriminatedUnion("type", [PreparePayoutRun, MarkPayoutRunPaid]);
export type PayoutCommand = z.infer<typeof PayoutCommand>;
