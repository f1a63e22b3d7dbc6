import { z } from "zod";
import { Id, IsoTime } from "../shared/values";

/** Where a captain's weekly payouts go: a UAE IBAN (validated by domain/money/iban) and the account holder's name. */
export const PayoutAccountSet = z.object({
  type: z.literal("PayoutAccountSet"),
  data: z.object({
    providerId: Id,
    iban: z.string().regex(/^AE\d{21}$/),
    accountName: z.string().trim().min(1).max(200),
    setAt: IsoTime,
  }),
});
