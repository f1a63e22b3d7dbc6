import type { z } from "zod";
import type { CreditNoteIssued, TaxInvoiceIssued } from "../../domain/request/moneyEvents";

/** What a TaxInvoiceIssued event holds: everything its PDF prints. */
export type TaxInvoiceData = z.infer<typeof TaxInvoiceIssued>["data"];
/** What a CreditNoteIssued event holds. */
export type CreditNoteData = z.infer<typeof CreditNoteIssued>["data"];
