import { z } from "zod";
import { Fils } from "../money/fils";
import { Id, IsoTime } from "../shared/values";

export const payoutRunStream = (runId: string) => `payout-${runId}`;

/**
 * One captain's line in a weekly payout run, from their ledger balance at preparation:
 * what the platform owes them (captain payable) less the cash from cash jobs they still hold.
 * Only positive transfers are paid; a captain who owes (cash jobs' commission and VAT) is listed, not paid.
 */
export const PayoutLine = z.object({
  providerId: Id,
  captainName: z.string().min(1).max(200),
  iban: z.string().regex(/^AE\d{21}$/),
  accountName: z.string().min(1).max(200),
  payableFils: Fils,
  cashHeldFils: Fils,
  transferFils: Fils,
});
export type PayoutLine = z.infer<typeof PayoutLine>;

export const PayoutRunPrepared = z.object({
  type: z.literal("PayoutRunPrepared"),
  data: z.object({
    runId: Id,
    /** The UAE week (Monday to Sunday, Asia/Dubai dates) whose balances are paid. */
    weekStart: z.iso.date(),
    weekEnd: z.iso.date(),
    lines: z.array(PayoutLine),
    preparedBy: Id,
    preparedAt: IsoTime,
  }),
});

export const PayoutRunPaid = z.object({
  type: z.literal("PayoutRunPaid"),
  data: z.object({
    runId: Id,
    /** The bank's reference for the batch transfer, as the admin typed it. */
    bankReference: z.string().trim().min(1).max(100),
    paidBy: Id,
    paidAt: IsoTime,
  }),
});

export const PayoutEvent = z.discriminatedUnion("type", [PayoutRunPrepared, PayoutRunPaid]);
export type PayoutEvent = z.infer<typeof PayoutEvent>;
