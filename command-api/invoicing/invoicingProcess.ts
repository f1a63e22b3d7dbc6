import type { Clock } from "../../domain/ports/clock";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Mailer } from "../../domain/ports/mailer";
import type { Sql } from "../../domain/ports/sql";
import type { Supplier } from "../../domain/request/moneyEvents";
import { SYSTEM } from "../../domain/shared/actor";
import {
  type PendingInvoiceWork,
  pendingInvoiceWork,
} from "../../projections/invoice-queue/invoiceQueueProjection";
import type { CommandContext } from "../commandContext";
import { languageOf } from "../i18n/recipientLanguage";
import { type DrainerLog, QueueDrainer } from "../payments/queueDrainer";
import type { WorkLog } from "../payments/workLog";
import { moneyDocumentMail } from "./documentMails";
import { assignDocumentNumber } from "./documentNumberSequence";
import { documentOfRequest, renderDocumentPdf } from "./moneyDocuments";

/** The parties a document names, fixed at issue. */
export interface DocumentParties {
  supplier: Supplier;
  customerName: string;
  commissionBasisPoints: number;
}

/**
 * The request side of the process: what documents the request owes (folded from its stream:
 * invoiceDue, creditNotesDue) and the system commands that issue them.
 */
export interface InvoicingPort {
  documentsDue(
    requestId: string,
  ): Promise<{ customerId: string | null; invoice: boolean; creditNotes: readonly string[] }>;
  issueTaxInvoice(
    requestId: string,
    document: DocumentParties & { invoiceNumber: string },
    context: CommandContext,
  ): Promise<void>;
  issueCreditNote(
    requestId: string,
    document: DocumentParties & { refundId: string; creditNoteNumber: string },
    context: CommandContext,
  ): Promise<void>;
}

/** Who the customer is to the documents and mails (the accounts read model in production). */
export interface CustomerDirectory {
  nameOf(customerId: string): Promise<string | null>;
  emailOf(customerId: string): Promise<string | null>;
  /** The language the customer chose ("en" | "ar"), or null: their mails are written in it. */
  languageOf(customerId: string): Promise<string | null>;
}

export interface InvoicingProcessDeps {
  sql: Sql;
  store: EventStore;
  requests: InvoicingPort;
  customers: CustomerDirectory;
  mailer: Mailer;
  workLog: WorkLog;
  clock: Clock;
  supplier: Supplier;
  commissionBasisPoints: number;
  publicUrl: string;
  log: DrainerLog;
  retryMs?: number;
}

const DAY_MS = 86_400_000;

/**
 * A document issued longer ago than this is not mailed: a queue catching up after an outage, or the
 * seeded history of a first start, must not flood customers with stale mail. The document stays on
 * the request and downloadable from the customer's history; only the mail is skipped.
 */
export const STALE_DOCUMENT_MAIL_MS = 7 * DAY_MS;

/** What issuing one request's documents needs (no mailer: mail is the queue's second step). */
export type IssueDocumentsDeps = Pick<
  InvoicingProcessDeps,
  "store" | "requests" | "clock" | "supplier" | "commissionBasisPoints" | "log"
> & { customers: Pick<CustomerDirectory, "nameOf"> };

/**
 * Issues what the request owes, dated at `deps.clock`'s now: its tax invoice with the next number of
 * the gap-free series, then each credit note due (one waiting for the invoice included). Throws what
 * should be retried (a customer not yet in the directory). The queue drainer below calls it per
 * queued event; the seeded history calls it right after a completion or cancellation on its
 * simulated clock, so the worker later finds nothing due.
 */
export async function issueDueDocuments(
  deps: IssueDocumentsDeps,
  requestId: string,
  causationId: string,
): Promise<"nothing-due" | "issued"> {
  const due = await deps.requests.documentsDue(requestId);
  if (!due.invoice && due.creditNotes.length === 0) return "nothing-due";
  if (due.customerId === null) throw new Error(`request ${requestId} owes documents but names no customer`);
  const context: CommandContext = {
    actor: SYSTEM,
    correlationId: `invoicing-${requestId}`,
    causationId,
  };
  // The accounts read model may lag the account's creation by a moment: retried, never guessed.
  const customerName = await deps.customers.nameOf(due.customerId);
  if (!customerName) throw new Error(`customer ${due.customerId} is not in the accounts read model yet`);
  const parties: DocumentParties = {
    supplier: deps.supplier,
    customerName,
    commissionBasisPoints: deps.commissionBasisPoints,
  };
  const at = deps.clock.now().toISOString();
  if (due.invoice) {
    const invoiceNumber = await assignDocumentNumber(
      deps.store,
      { series: "tax-invoice", requestId, refundId: null, at },
      context,
    );
    await deps.requests.issueTaxInvoice(requestId, { ...parties, invoiceNumber }, context);
    deps.log.info({ requestId, invoiceNumber }, "invoicing: tax invoice issued");
  }
  // A refund paid out before the invoice was issued waited for it: its credit note is due only now.
  const creditNotes = due.invoice
    ? (await deps.requests.documentsDue(requestId)).creditNotes
    : due.creditNotes;
  for (const refundId of creditNotes) {
    const creditNoteNumber = await assignDocumentNumber(
      deps.store,
      { series: "credit-note", requestId, refundId, at },
      context,
    );
    await deps.requests.issueCreditNote(requestId, { ...parties, refundId, creditNoteNumber }, context);
    deps.log.info({ requestId, refundId, creditNoteNumber }, "invoicing: credit note issued");
  }
  return "issued";
}

/**
 * Issues the UAE tax documents (money contract §7) and delivers them. After a completion (or a
 * cancellation fee) a request that owes its tax invoice gets the next number of the gap-free series
 * and the invoice is issued with it; after a refund is paid out in full, its credit note likewise.
 * The number's event id is derived from the document, so a crash between taking the number and
 * issuing the document finds the same number again on the retry: no gaps, no doubles. Each issued
 * document is then mailed to the customer with its PDF, once (the mail's key is the event's id).
 */
export class InvoicingProcess extends QueueDrainer<PendingInvoiceWork> {
  constructor(private readonly deps: InvoicingProcessDeps) {
    super("invoicing", deps.workLog, deps.clock, deps.log, deps.retryMs ?? 5_000);
  }

  protected pending(now: Date, limit: number): Promise<PendingInvoiceWork[]> {
    return pendingInvoiceWork(this.deps.sql, now, limit);
  }

  protected work(work: PendingInvoiceWork): Promise<string> {
    return work.kind === "issue"
      ? issueDueDocuments(this.deps, work.requestId, work.eventId)
      : this.mail(work);
  }

  protected override describe(work: PendingInvoiceWork): string {
    return `invoicing: ${work.kind}`;
  }

  private async mail(work: PendingInvoiceWork): Promise<string> {
    if (!work.documentNumber) return "no-document";
    const document = await documentOfRequest(this.deps.store, work.requestId, work.documentNumber);
    if (!document) throw new Error(`${work.documentNumber} is not on request ${work.requestId}'s stream`);
    const age = this.deps.clock.now().getTime() - Date.parse(document.data.issuedAt);
    if (age > STALE_DOCUMENT_MAIL_MS) {
      this.deps.log.info(
        { requestId: work.requestId, number: document.number, issuedAt: document.data.issuedAt },
        "invoicing: document too old to mail, left in the history",
      );
      return "stale-not-mailed";
    }
    const to = await this.deps.customers.emailOf(document.data.customerId);
    if (!to) return "no-recipient";
    const pdf = await renderDocumentPdf(document);
    const language = languageOf(await this.deps.customers.languageOf(document.data.customerId));
    await this.deps.mailer.send(
      moneyDocumentMail(to, document, pdf, {
        publicUrl: this.deps.publicUrl,
        idempotencyKey: work.eventId,
        language,
      }),
    );
    this.deps.log.info({ requestId: work.requestId, number: document.number }, "invoicing: document mailed");
    return "mailed";
  }
}
