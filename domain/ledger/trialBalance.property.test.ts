/**
 * The ledger balances after any history (issue 20): random bookings driven through the real
 * deciders (decide → evolve), with the payment and invoicing processes played as the workers play
 * them (what paymentActionsDue / refundActionsDue / invoiceDue / creditNotesDue say, sequential
 * document numbers), and weekly payout runs from the captains' ledger balances.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDocumentNumber } from "../invoicing/documentNumbers";
import { quoteLines } from "../money/priceLines";
import type { PayoutCommand } from "../payout/commands";
import { payoutDecider } from "../payout/decider";
import type { PayoutEvent, PayoutLine } from "../payout/events";
import type { RequestCommand } from "../request/commands";
import { requestDecider } from "../request/decider";
import type { RequestEvent } from "../request/events";
import {
  cancellationFeeFor,
  creditNotesDue,
  invoiceDue,
  paymentActionsDue,
  refundActionsDue,
  refundableFils,
} from "../request/money";
import { DOCUMENT_PARTIES } from "../request/request.fixtures";
import { addSeconds } from "../request/time";
import type { Actor } from "../shared/actor";
import { fold } from "../shared/decider";
import type { ServiceType } from "../shared/values";
import type { JournalTransaction } from "./accounts";
import { postingsOf } from "./postings";

const CAPTAINS = ["cap-1", "cap-2", "cap-3"] as const;
const IBANS = ["AE070331234567890123456", "AE970260001015555555501", "AE070331234567890123456"];
const FEE_POLICY = 5_000;
const T0 = Date.parse("2025-03-03T06:00:00.000Z"); // a Monday

type Outcome = "cancel-before" | "cancel-after" | "admin-cancel-after" | "complete";
interface Booking {
  method: "card" | "cash" | "apple-pay";
  serviceType: ServiceType;
  rank: number;
  captain: number;
  extras: { grossFils: number; approve: boolean }[];
  outcome: Outcome;
  /** Percentages of what is still refundable, asked one after the other (card only). */
  refunds: number[];
  payoutAfter: boolean;
}

const booking: fc.Arbitrary<Booking> = fc.record({
  method: fc.constantFrom("card", "cash", "apple-pay"),
  serviceType: fc.constantFrom("towing", "jump-start", "tire-change", "fuel-delivery"),
  rank: fc.integer({ min: 1, max: 5 }),
  captain: fc.integer({ min: 0, max: CAPTAINS.length - 1 }),
  extras: fc.array(fc.record({ grossFils: fc.integer({ min: 100, max: 30_000 }), approve: fc.boolean() }), {
    maxLength: 2,
  }),
  outcome: fc.constantFrom<Outcome>("cancel-before", "cancel-after", "admin-cancel-after", "complete"),
  refunds: fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }),
  payoutAfter: fc.boolean(),
});

interface Recorded {
  eventId: string;
  type: string;
  data: unknown;
  /** PayoutRunPaid: the prepared run's lines, as the ledger projection would read them. */
  payoutLines?: readonly PayoutLine[];
}

/** Plays a whole history and returns every event in append order. */
function play(bookings: readonly Booking[]): Recorded[] {
  const log: Recorded[] = [];
  let clock = T0;
  const now = () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };
  let invoiceSeq = 0;
  let creditSeq = 0;
  let week = 0;
  const record = (events: readonly { type: string; data: unknown }[], extra: Partial<Recorded> = {}) => {
    for (const e of events)
      log.push({ eventId: `ev-${log.length + 1}`, type: e.type, data: e.data, ...extra });
  };

  bookings.forEach((b, index) => {
    const requestId = `req-${index + 1}`;
    const stream: RequestEvent[] = [];
    const state = () => fold(requestDecider, stream);
    const customer: Actor = { userId: `cust-${index + 1}`, role: "customer" };
    const captainId = CAPTAINS[b.captain]!;
    const captain: Actor = { userId: captainId, role: "provider" };
    const system: Actor = { userId: "system", role: "system" };
    const admin: Actor = { userId: "admin-1", role: "admin" };
    const run = (command: Record<string, unknown> & { type: RequestCommand["type"] }, actor: Actor) => {
      const events = requestDecider.decide(
        { ...command, actor, at: now(), requestId } as RequestCommand,
        state(),
      );
      stream.push(...events);
      record(events);
      return events;
    };
    const card = b.method !== "cash";
    const lines = quoteLines({ serviceType: b.serviceType, scheduledAt: null, chosenProviderRank: b.rank });

    run(
      { type: "IssueQuote", serviceType: b.serviceType, providerId: captainId, scheduledAt: null, lines },
      customer,
    );
    const total = state().money.quote!.totals.grossFils;
    run(
      {
        type: "RequestService",
        serviceType: b.serviceType,
        priority: "normal",
        paymentMethod: b.method,
        pickup: { location: "Dubai Mall", latitude: 25.1972, longitude: 55.2796 },
        destination: null,
        vehicle: {
          vehicleId: null,
          make: "Nissan",
          model: "Patrol",
          year: null,
          color: null,
          licensePlate: null,
          vehicleType: null,
          fuelType: null,
        },
        description: null,
        estimatedPrice: 0,
        providerId: captainId,
        towingEquipmentId: null,
        scheduledAt: null,
        offerTtlSeconds: 600,
        inlineQuoteLines: null,
        authorization: card
          ? {
              paymentId: `pay-${requestId}`,
              provider: "test",
              amountFils: total,
              cardBrand: "visa",
              cardLast4: "4242",
            }
          : null,
      },
      customer,
    );

    if (b.outcome === "cancel-before") {
      run(
        { type: "CancelRequest", reason: null, acceptedFeeFils: null, cancellationFeePolicyFils: FEE_POLICY },
        customer,
      );
    } else {
      run({ type: "AcceptJob" }, captain);
      if (b.outcome === "cancel-after") {
        const fee = cancellationFeeFor(state(), FEE_POLICY, "customer");
        run(
          {
            type: "CancelRequest",
            reason: null,
            acceptedFeeFils: fee,
            cancellationFeePolicyFils: FEE_POLICY,
          },
          customer,
        );
      } else if (b.outcome === "admin-cancel-after") {
        run(
          {
            type: "CancelRequest",
            reason: "customer called",
            acceptedFeeFils: null,
            cancellationFeePolicyFils: FEE_POLICY,
          },
          admin,
        );
      } else {
        run({ type: "StartJob" }, captain);
        b.extras.forEach((extra, i) => {
          const extraId = `${requestId}-x${i + 1}`;
          run({ type: "ProposeExtra", extraId, grossFils: extra.grossFils, note: `extra ${i + 1}` }, captain);
          if (extra.approve) {
            const authorization = card
              ? {
                  paymentId: `pay-${extraId}`,
                  provider: "test",
                  amountFils: extra.grossFils,
                  cardBrand: "visa",
                  cardLast4: "4242",
                }
              : null;
            run({ type: "ApproveExtra", extraId, authorization }, customer);
          } else run({ type: "RejectExtra", extraId }, customer);
        });
        run({ type: "CompleteJob", finalPrice: null }, captain);
      }
    }

    // The payment process and the invoicing process, until nothing is due.
    const processes = () => {
      for (const action of paymentActionsDue(state())) {
        if (action.action === "capture")
          run(
            { type: "RecordPaymentCaptured", paymentId: action.paymentId, amountFils: action.amountFils },
            system,
          );
        else run({ type: "RecordPaymentVoided", paymentId: action.paymentId }, system);
      }
      if (invoiceDue(state()))
        run(
          {
            type: "IssueTaxInvoice",
            invoiceNumber: formatDocumentNumber("tax-invoice", ++invoiceSeq),
            ...DOCUMENT_PARTIES,
          },
          system,
        );
      for (const action of refundActionsDue(state()))
        run(
          {
            type: "RecordRefund",
            refundId: action.refundId,
            paymentId: action.paymentId,
            amountFils: action.amountFils,
            providerRefundId: `re_${action.refundId}_${action.paymentId}`,
          },
          system,
        );
      for (const refundId of creditNotesDue(state()))
        run(
          {
            type: "IssueCreditNote",
            refundId,
            creditNoteNumber: formatDocumentNumber("credit-note", ++creditSeq),
            ...DOCUMENT_PARTIES,
          },
          system,
        );
    };
    processes();
    if (!card && state().status === "completed") run({ type: "RecordCashCollected" }, captain);

    if (card)
      b.refunds.forEach((percent, i) => {
        const refundable = refundableFils(state());
        const amountFils = Math.floor((refundable * percent) / 100);
        if (amountFils < 1) return;
        run(
          { type: "RequestRefund", refundId: `${requestId}-r${i + 1}`, amountFils, reason: "goodwill" },
          admin,
        );
        processes();
      });
    processes();

    if (b.payoutAfter) {
      payout(week++);
    }
  });

  /** A weekly run from the ledger's captain balances, prepared and paid as an admin does. */
  function payout(weekIndex: number) {
    const balances = captainBalances(log.flatMap(postingsFor));
    const lines: PayoutLine[] = [];
    for (const [i, providerId] of CAPTAINS.entries()) {
      const { payableFils, cashHeldFils } = balances.get(providerId) ?? { payableFils: 0, cashHeldFils: 0 };
      // A fil or two of rounding across partial credit notes can leave a captain owing on payable:
      // such a captain is not listed (the next run picks them up).
      if (payableFils < 0 || (payableFils === 0 && cashHeldFils === 0)) continue;
      lines.push({
        providerId,
        captainName: `Captain ${i + 1}`,
        iban: IBANS[i]!,
        accountName: `Captain ${i + 1}`,
        payableFils,
        cashHeldFils,
        transferFils: Math.max(0, payableFils - cashHeldFils),
      });
    }
    if (lines.length === 0) return;
    const weekStart = new Date(T0 + weekIndex * 7 * 86_400_000).toISOString().slice(0, 10);
    const weekEnd = new Date(T0 + (weekIndex * 7 + 6) * 86_400_000).toISOString().slice(0, 10);
    const runId = `run-${weekIndex + 1}`;
    const at = addSeconds(`${weekEnd}T00:00:00.000Z`, 2 * 86_400);
    const stream: PayoutEvent[] = [];
    const admin: Actor = { userId: "admin-1", role: "admin" };
    const runCommand = (command: PayoutCommand) => {
      const events = payoutDecider.decide(command, fold(payoutDecider, stream));
      stream.push(...events);
      return events;
    };
    record(runCommand({ type: "PreparePayoutRun", actor: admin, at, runId, weekStart, weekEnd, lines }));
    record(
      runCommand({ type: "MarkPayoutRunPaid", actor: admin, at, runId, bankReference: `BANK-${runId}` }),
      {
        payoutLines: lines,
      },
    );
  }

  return log;
}

function postingsFor(event: Recorded): JournalTransaction[] {
  return postingsOf(event, event.payoutLines);
}

function captainBalances(transactions: readonly JournalTransaction[]) {
  const balances = new Map<string, { payableFils: number; cashHeldFils: number }>();
  for (const tx of transactions)
    for (const line of tx.lines) {
      if (line.partyId === null) continue;
      const balance = balances.get(line.partyId) ?? { payableFils: 0, cashHeldFils: 0 };
      if (line.account === "captain-payable") balance.payableFils -= line.amountFils;
      if (line.account === "cash-held-by-captains") balance.cashHeldFils += line.amountFils;
      balances.set(line.partyId, balance);
    }
  return balances;
}

const sum = (transactions: readonly JournalTransaction[], keep: (account: string) => boolean = () => true) =>
  transactions
    .flatMap((tx) => tx.lines)
    .reduce((total, l) => (keep(l.account) ? total + l.amountFils : total), 0);

describe("the ledger over random histories", () => {
  it("every transaction sums to zero, the trial balance is zero, customers owe nothing once paid, and a replay posts the same", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.array(booking, { minLength: 1, maxLength: 6 }), (bookings) => {
        const log = play(bookings);
        for (const e of log) seen.add(e.type);
        const transactions = log.flatMap(postingsFor);

        for (const tx of transactions) expect(sum([tx]), tx.transactionId).toBe(0);
        expect(sum(transactions)).toBe(0);

        // Everything is captured or collected and every refund carried out: each request's customer account is settled.
        const byRequest = new Map<string, JournalTransaction[]>();
        for (const tx of transactions)
          if (tx.requestId !== null)
            byRequest.set(tx.requestId, [...(byRequest.get(tx.requestId) ?? []), tx]);
        for (const [requestId, txs] of byRequest)
          expect(
            sum(txs, (a) => a === "customer"),
            `customer balance of ${requestId}`,
          ).toBe(0);

        // VAT owed is exactly the invoices' VAT less the credit notes'.
        const documentVat = log.reduce((total, e) => {
          const totals = (e.data as { totals?: { vatFils: number } }).totals;
          if (e.type === "TaxInvoiceIssued") return total + totals!.vatFils;
          if (e.type === "CreditNoteIssued") return total - totals!.vatFils;
          return total;
        }, 0);
        expect(documentVat + sum(transactions, (a) => a === "vat-payable")).toBe(0);

        // Invoice and credit-note numbers are sequential, without gaps.
        for (const [type, key] of [
          ["TaxInvoiceIssued", "invoiceNumber"],
          ["CreditNoteIssued", "creditNoteNumber"],
        ] as const) {
          const numbers = log
            .filter((e) => e.type === type)
            .map((e) => (e.data as Record<string, string>)[key]);
          const series = type === "TaxInvoiceIssued" ? "tax-invoice" : "credit-note";
          expect(numbers).toEqual(numbers.map((_, i) => formatDocumentNumber(series, i + 1)));
        }

        // A replay: the same events folded again post exactly the same transactions.
        expect(log.flatMap(postingsFor)).toEqual(transactions);
      }),
      { numRuns: 150 },
    );
    // The histories reached every kind of money event (else the property proved less than it says).
    for (const type of [
      "PaymentCaptured",
      "PaymentVoided",
      "CancellationFeeCharged",
      "ExtraApproved",
      "ExtraRejected",
      "CashCollected",
      "PaymentRefunded",
      "CreditNoteIssued",
      "TaxInvoiceIssued",
      "PayoutRunPaid",
    ])
      expect(seen, type).toContain(type);
  });

  it("a paid run leaves each paid captain with nothing payable and no cash held", () => {
    fc.assert(
      fc.property(fc.array(booking, { minLength: 1, maxLength: 5 }), (bookings) => {
        const log = play(bookings.map((b, i) => ({ ...b, payoutAfter: i === bookings.length - 1 })));
        const last = log.at(-1)!;
        if (last.type !== "PayoutRunPaid") return; // nobody had a balance to pay
        const balances = captainBalances(log.flatMap(postingsFor));
        for (const paid of last.payoutLines!)
          if (paid.payableFils >= paid.cashHeldFils)
            expect(balances.get(paid.providerId), paid.providerId).toEqual({
              payableFils: 0,
              cashHeldFils: 0,
            });
      }),
      { numRuns: 100 },
    );
  });
});
