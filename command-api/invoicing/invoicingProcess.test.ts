import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documentNumbersStream } from "../../domain/invoicing/documentNumbers";
import type { EventStore } from "../../domain/ports/eventStore";
import type { MailMessage } from "../../domain/ports/mailer";
import { SYSTEM } from "../../domain/shared/actor";
import { requestStream } from "../../domain/streams";
import { openPgliteEventStore } from "../../infra/eventstore/openPgliteEventStore";
import { invoiceQueueProjection } from "../../projections/invoice-queue/invoiceQueueProjection";
import { EventLog } from "../../projections/read-models/testing/eventLog";
import {
  openReadModelHarness,
  type ReadModelHarness,
} from "../../projections/read-models/testing/readModelHarness";
import { AT, jobCompleted } from "../../projections/read-models/testing/requestEventBuilders";
import { WorkLog } from "../payments/workLog";
import { assignDocumentNumber } from "./documentNumberSequence";
import { InvoicingProcess, STALE_DOCUMENT_MAIL_MS } from "./invoicingProcess";
import { InvoiceBook } from "./testing/invoiceBook";
import { pdfText } from "./testing/pdfText";

const supplier = { name: "Roadside Demo Services LLC", address: "Al Quoz 1, Dubai", trn: "100123456700003" };

let harness: ReadModelHarness;
let store: EventStore;
let closeStore: () => Promise<void>;
let log: EventLog;
let book: InvoiceBook;
let mails: MailMessage[];
let now: Date;
const clock = { now: () => now };
let run = 0;

beforeAll(async () => {
  harness = await openReadModelHarness([invoiceQueueProjection]);
  const opened = await openPgliteEventStore({ memory: true });
  store = opened.store;
  closeStore = () => opened.store.close();
}, 120_000);
afterAll(async () => {
  await harness.close();
  await closeStore();
});
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
  now = new Date(AT);
  book = new InvoiceBook(store, () => now.toISOString());
  mails = [];
  run++;
});

/** Request ids of this test run: the store is shared by the tests, so its number series go on. */
const rid = (name: string) => `${name}-${run}`;

async function drained() {
  const workLog = new WorkLog(harness.sql, "invoice", clock);
  await workLog.ensureTables();
  const process = new InvoicingProcess({
    sql: harness.sql,
    store,
    requests: book,
    customers: {
      nameOf: async (id) => ({ c1: "Aisha Al Mansoori", c2: "مريم الكعبي" })[id] ?? null,
      emailOf: async (id) => ({ c1: "aisha@example.ae", c2: "mariam@example.ae" })[id] ?? null,
      languageOf: async (id) => (id === "c2" ? "ar" : null),
    },
    mailer: {
      async send(message) {
        mails.push(message);
      },
    },
    workLog,
    clock,
    supplier,
    commissionBasisPoints: 1500,
    publicUrl: "https://roadside.test",
    log: { info() {}, warn() {} },
    retryMs: 1_000,
  });
  process.resume();
  await process.idle();
  process.pause();
}
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
/** The documents the book issued, as the store recorded them, reach the queue (as the runner would). */
async function queueIssuedDocuments(requestId: string) {
  const issued = (await store.readStream(requestStream(requestId))).filter((e) =>
    ["TaxInvoiceIssued", "CreditNoteIssued"].includes(e.type),
  );
  await harness.apply(issued);
}
async function numbersTaken(series: "tax-invoice" | "credit-note") {
  return (await store.readStream(documentNumbersStream(series))).map(
    (e) => (e.data as { number: string }).number,
  );
}

describe("invoicing process", () => {
  it("numbers invoices in sequence with no gap when it crashes between taking a number and issuing", async () => {
    const before = (await numbersTaken("tax-invoice")).length;
    const [a, b] = [rid("a"), rid("b")];
    book.completedJob(a, "c1");
    book.completedJob(b, "c1");
    book.crashNextIssue = 1;
    await harness.apply([
      log.record(jobCompleted(a, "p1", 275, AT)),
      log.record(jobCompleted(b, "p1", 275, AT)),
    ]);
    await drained();
    expect(book.issued).toHaveLength(1); // the first one crashed after its number was taken
    later(2);
    await drained();
    const numbers = await numbersTaken("tax-invoice");
    expect(numbers).toHaveLength(before + 2);
    expect(numbers.slice(before)).toEqual([
      `INV-${String(before + 1).padStart(6, "0")}`,
      `INV-${String(before + 2).padStart(6, "0")}`,
    ]);
    expect([...book.issued].sort()).toEqual(numbers.slice(before));
    expect(book.requests.get(a)!.invoiceNumber).not.toBe(book.requests.get(b)!.invoiceNumber);
  });

  it("two appenders at once never take the same number", async () => {
    const before = (await numbersTaken("tax-invoice")).length;
    const context = { actor: SYSTEM, correlationId: "c", causationId: null };
    const taken = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        assignDocumentNumber(
          store,
          { series: "tax-invoice", requestId: rid(`p${n}`), refundId: null, at: AT },
          context,
        ),
      ),
    );
    expect(new Set(taken).size).toBe(4);
    expect((await numbersTaken("tax-invoice")).slice(before).sort()).toEqual([...taken].sort());
    // Asked again for the same document: the same number.
    expect(
      await assignDocumentNumber(
        store,
        { series: "tax-invoice", requestId: rid("p1"), refundId: null, at: AT },
        context,
      ),
    ).toBe(taken[0]);
  });

  it("mails the customer the invoice once, with its PDF attached", async () => {
    const r = rid("r");
    book.completedJob(r, "c1");
    const completed = log.record(jobCompleted(r, "p1", 275, AT));
    await harness.apply([completed, completed]);
    await drained();
    await queueIssuedDocuments(r);
    await queueIssuedDocuments(r); // delivered twice
    await drained();
    await drained();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const number = book.requests.get(r)!.invoiceNumber!;
    expect(mail).toMatchObject({ to: "aisha@example.ae", subject: `Your Roadside tax invoice ${number}` });
    expect(mail!.text).toContain("AED 275.00 including AED 13.10 VAT");
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments![0]).toMatchObject({
      filename: `${number}.pdf`,
      contentType: "application/pdf",
    });
    const text = await pdfText(mail!.attachments![0]!.content);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("TRN: 100123456700003");
    expect(text).toContain("Towing (starting price) 261.90 5 % 13.10 275.00");
    expect(text).toContain("Total incl. VAT AED 275.00");
    expect(text).toContain(number);
  });

  it("mails a customer who chose Arabic in Arabic; the PDF is the same bilingual one", async () => {
    const r = rid("r");
    book.completedJob(r, "c2");
    await harness.apply([log.record(jobCompleted(r, "p1", 275, AT))]);
    await drained();
    await queueIssuedDocuments(r);
    await drained();
    const number = book.requests.get(r)!.invoiceNumber!;
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: "mariam@example.ae",
      subject: `فاتورتك الضريبية من رود سايد رقم ${number}`,
    });
    expect(mail!.text).toContain("مرحباً مريم الكعبي،");
    expect(mail!.html).toMatch(/^<div dir="rtl" lang="ar">/);
    const text = await pdfText(mail!.attachments![0]!.content);
    expect(text).toContain("Tax Invoice فاتورة ضريبية");
    expect(text).toContain("Customer مريم الكعبي العميل");
  });

  it("issues a paid refund's credit note referring to the invoice, and mails it", async () => {
    const r = rid("r");
    book.completedJob(r, "c1");
    await harness.apply([log.record(jobCompleted(r, "p1", 275, AT))]);
    await drained();
    const invoiceNumber = book.requests.get(r)!.invoiceNumber!;
    book.refundPaid(r, "f1", 13_750, "captain arrived late");
    await harness.apply([
      log.record({
        type: "PaymentRefunded",
        data: {
          requestId: r,
          refundId: "f1",
          paymentId: "pay1",
          amountFils: 13_750,
          providerRefundId: "re_1",
          refundedAt: AT,
        },
      }),
    ]);
    await drained();
    const creditNoteNumber = book.requests.get(r)!.refunds[0]!.creditNoteNumber!;
    expect(creditNoteNumber).toMatch(/^CN-\d{6}$/);
    expect(await numbersTaken("credit-note")).toContain(creditNoteNumber);
    await queueIssuedDocuments(r);
    await drained();
    const mail = mails.find((m) => m.subject.includes(creditNoteNumber))!;
    expect(mail.text).toContain(`corrects tax invoice ${invoiceNumber}`);
    const text = await pdfText(mail.attachments![0]!.content);
    expect(text).toContain("Tax Credit Note");
    expect(text).toContain(`Refers to tax invoice ${invoiceNumber}`);
    expect(text).toContain("Total credited incl. VAT AED 137.50");
  });

  it("issues the credit note of a refund paid out before the invoice was, right after the invoice", async () => {
    const r = rid("r");
    book.completedJob(r, "c1");
    book.refundPaid(r, "f1", 5_000, "goodwill");
    await harness.apply([log.record(jobCompleted(r, "p1", 275, AT))]);
    await drained();
    const request = book.requests.get(r)!;
    expect(request.invoiceNumber).toMatch(/^INV-/);
    expect(request.refunds[0]!.creditNoteNumber).toMatch(/^CN-/);
    expect(book.issued).toEqual([request.invoiceNumber, request.refunds[0]!.creditNoteNumber]);
  });

  it("does not mail a document issued more than a week ago, and records why", async () => {
    const [old, recent] = [rid("old"), rid("recent")];
    book.completedJob(old, "c1");
    await harness.apply([log.record(jobCompleted(old, "p1", 275, AT))]);
    await drained();
    later(2 * 86_400);
    book.completedJob(recent, "c1");
    await harness.apply([log.record(jobCompleted(recent, "p1", 275, AT))]);
    await drained();
    // The queue catches up six days later: the first invoice is now eight days old, the second six.
    later(6 * 86_400);
    expect(STALE_DOCUMENT_MAIL_MS).toBe(7 * 86_400_000);
    await queueIssuedDocuments(old);
    await queueIssuedDocuments(recent);
    await drained();
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Roadside tax invoice ${book.requests.get(recent)!.invoiceNumber}`,
    ]);
    const [issuedOld] = (await store.readStream(requestStream(old))).filter(
      (e) => e.type === "TaxInvoiceIssued",
    );
    const { rows } = await harness.sql.query<{ outcome: string }>(
      "SELECT outcome FROM auth.invoice_done WHERE event_id = $1",
      [issuedOld!.metadata.eventId],
    );
    expect(rows).toEqual([{ outcome: "stale-not-mailed" }]);
  });

  it("waits for the customer's name rather than issuing without it", async () => {
    const r = rid("r");
    book.completedJob(r, "c-unknown");
    await harness.apply([log.record(jobCompleted(r, "p1", 275, AT))]);
    await drained();
    expect(book.issued).toEqual([]);
    const { rows } = await harness.sql.query<{ attempts: number }>(
      "SELECT attempts FROM auth.invoice_retries",
    );
    expect(rows).toEqual([{ attempts: 1 }]);
  });
});
