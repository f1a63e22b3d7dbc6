import { randomUUID } from "node:crypto";
import { currentSchemaVersion } from "../../../domain/events";
import { type PriceLine, pricedLine, totalsOf } from "../../../domain/money/priceLines";
import type { EventStore } from "../../../domain/ports/eventStore";
import { requestStream } from "../../../domain/streams";
import type { CommandContext } from "../../commandContext";
import type { DocumentParties, InvoicingPort } from "../invoicingProcess";

interface BookRequest {
  customerId: string;
  lines: PriceLine[];
  completed: boolean;
  invoiceNumber: string | null;
  refunds: {
    refundId: string;
    amountFils: number;
    reason: string;
    paid: boolean;
    creditNoteNumber: string | null;
  }[];
}

/**
 * The request side of the invoicing process in memory, with the contract's rules for what is owed
 * (a completed job without an invoice; a refund paid in full without a credit note). Issuing
 * appends the document's event to the real store, as the decider would, so the mails and the
 * document route read it from there. `crashNextIssue` throws before a document is issued: a crash
 * between taking its number and issuing it.
 */
export class InvoiceBook implements InvoicingPort {
  readonly requests = new Map<string, BookRequest>();
  readonly issued: string[] = [];
  crashNextIssue = 0;

  constructor(
    private readonly store: EventStore,
    private readonly at: () => string,
  ) {}

  completedJob(requestId: string, customerId: string, grossFils = 27_500) {
    this.requests.set(requestId, {
      customerId,
      lines: [pricedLine("service", "towing", grossFils)],
      completed: true,
      invoiceNumber: null,
      refunds: [],
    });
  }
  refundPaid(requestId: string, refundId: string, amountFils: number, reason: string) {
    this.request(requestId).refunds.push({
      refundId,
      amountFils,
      reason,
      paid: true,
      creditNoteNumber: null,
    });
  }

  async documentsDue(requestId: string) {
    const r = this.request(requestId);
    return {
      customerId: r.customerId,
      invoice: r.completed && r.invoiceNumber === null,
      creditNotes: r.invoiceNumber
        ? r.refunds.filter((f) => f.paid && f.creditNoteNumber === null).map((f) => f.refundId)
        : [],
    };
  }

  async issueTaxInvoice(
    requestId: string,
    d: DocumentParties & { invoiceNumber: string },
    context: CommandContext,
  ): Promise<void> {
    this.crashIfAsked();
    const r = this.request(requestId);
    r.invoiceNumber = d.invoiceNumber;
    this.issued.push(d.invoiceNumber);
    await this.append(requestId, "TaxInvoiceIssued", context, {
      requestId,
      invoiceNumber: d.invoiceNumber,
      issuedAt: this.at(),
      supplyDate: this.at(),
      supplier: d.supplier,
      customerId: r.customerId,
      customerName: d.customerName,
      providerId: "p1",
      paymentMethod: "card",
      lines: r.lines,
      totals: totalsOf(r.lines),
      commissionBasisPoints: d.commissionBasisPoints,
    });
  }

  async issueCreditNote(
    requestId: string,
    d: DocumentParties & { refundId: string; creditNoteNumber: string },
    context: CommandContext,
  ): Promise<void> {
    this.crashIfAsked();
    const r = this.request(requestId);
    const refund = r.refunds.find((f) => f.refundId === d.refundId)!;
    refund.creditNoteNumber = d.creditNoteNumber;
    this.issued.push(d.creditNoteNumber);
    const lines = [pricedLine("refund", "towing", refund.amountFils, refund.reason)];
    await this.append(requestId, "CreditNoteIssued", context, {
      requestId,
      creditNoteNumber: d.creditNoteNumber,
      invoiceNumber: r.invoiceNumber!,
      refundId: d.refundId,
      reason: refund.reason,
      issuedAt: this.at(),
      supplier: d.supplier,
      customerId: r.customerId,
      customerName: d.customerName,
      providerId: "p1",
      lines,
      totals: totalsOf(lines),
      commissionBasisPoints: d.commissionBasisPoints,
    });
  }

  private crashIfAsked() {
    if (this.crashNextIssue > 0) {
      this.crashNextIssue--;
      throw new Error("crashed after the number was taken, before the document was issued");
    }
  }

  private async append(requestId: string, type: string, context: CommandContext, data: object) {
    await this.store.appendToStream(
      requestStream(requestId),
      [
        {
          type,
          data,
          metadata: {
            eventId: randomUUID(),
            correlationId: context.correlationId,
            causationId: context.causationId,
            actor: context.actor,
            occurredAt: this.at(),
            schemaVersion: currentSchemaVersion(type),
          },
        },
      ],
      { expected: "any" },
    );
  }

  private request(requestId: string): BookRequest {
    const r = this.requests.get(requestId);
    if (!r) throw new Error(`no request ${requestId} in the book`);
    return r;
  }
}
