import { z } from "zod";
import { Id, IsoTime } from "../shared/values";

/**
 * Tax invoices and credit notes are numbered in two gap-free sequences (FTA VATP006: "a sequential
 * number"). Each series is one stream; an assignment's number is its revision + 1, so the store's
 * optimistic concurrency is what keeps the sequence without gaps or doubles. The invoicing process
 * appends with an event id derived from the document it numbers: re-sending after a crash finds the
 * number already given (an idempotent append), never takes a second one.
 */
export const DocumentSeries = z.enum(["tax-invoice", "credit-note"]);
export type DocumentSeries = z.infer<typeof DocumentSeries>;

export const documentNumbersStream = (series: DocumentSeries) => `docnumbers-${series}`;

const PREFIX: Readonly<Record<DocumentSeries, string>> = { "tax-invoice": "INV", "credit-note": "CN" };

/** INV-000042, CN-000007: zero-padded so the numbers sort as they were given. */
export function formatDocumentNumber(series: DocumentSeries, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError(`sequence must be a whole number ≥ 1, got ${sequence}`);
  return `${PREFIX[series]}-${String(sequence).padStart(6, "0")}`;
}

export const DocumentNumberAssigned = z.object({
  type: z.literal("DocumentNumberAssigned"),
  data: z.object({
    series: DocumentSeries,
    sequence: z.number().int().positive(),
    number: z.string().min(1).max(40),
    requestId: Id,
    /** credit-note: the refund it documents; tax-invoice: null. */
    refundId: Id.nullable(),
    assignedAt: IsoTime,
  }),
});
export type DocumentNumberAssigned = z.infer<typeof DocumentNumberAssigned>;
