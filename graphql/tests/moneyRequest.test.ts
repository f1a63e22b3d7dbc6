import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestProcessor } from "../../infra/payments/testProcessor/testProcessor";
import { completeJob, requestState, runWorker, startedJob, startMoneyServer } from "../testing/moneyFlow";
import { anonymous, signUp, signUpAdmin } from "../testing/scenario";
import { run, type TestUser } from "../testing/testClients";
import type { TestServer } from "../testing/testServer";

let server: TestServer;
let processor: TestProcessor;
let customer: TestUser;
let stranger: TestUser;
let captain: TestUser;
let otherCaptain: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ server, processor } = await startMoneyServer());
  [customer, stranger, captain, otherCaptain] = await Promise.all([
    signUp(server, "customer"),
    signUp(server, "customer"),
    signUp(server, "provider", { isOnline: true, latitude: 25.2, longitude: 55.27 }),
    signUp(server, "provider", { isOnline: true, latitude: 25.21, longitude: 55.28 }),
  ]);
  admin = await signUpAdmin(server);
}, 120_000);
afterAll(() => server?.close());

const MONEY_FIELDS = `requestId paymentMethod paymentStatus cardBrand cardLast4 authorizedAed capturedAed refundedAed
  refundableAed finalAmountAed cancellationFeeAed cashCollectedAed
  quote { id totalAed netAed vatAed vatRatePercent lines { code description grossAed netAed vatAed } }
  extras { id note grossAed netAed vatAed status }
  refunds { id amountAed reason status creditNoteNumber }
  invoice { number kind totalAed vatAed downloadUrl }
  creditNotes { number kind totalAed invoiceNumber reason downloadUrl }`;
const MONEY = `query M($id: ID!) { requestMoney(requestId: $id) { ${MONEY_FIELDS} } }`;
const PROPOSE = `mutation P($id: ID!, $amount: Float!, $note: String!) {
  proposeExtra(requestId: $id, amountAed: $amount, note: $note) { ${MONEY_FIELDS} } }`;
const APPROVE = `mutation A($id: ID!, $extra: ID!) { approveExtra(requestId: $id, extraId: $extra) { ${MONEY_FIELDS} } }`;
const REJECT = `mutation R($id: ID!, $extra: ID!) { rejectExtra(requestId: $id, extraId: $extra) { ${MONEY_FIELDS} } }`;
const CASH = `mutation C($id: ID!) { markCashCollected(requestId: $id) { ${MONEY_FIELDS} } }`;
const REFUND = `mutation F($id: ID!, $amount: Float!, $reason: String!) {
  refundPayment(requestId: $id, amountAed: $amount, reason: $reason) { ${MONEY_FIELDS} } }`;

interface Money {
  requestId: string;
  paymentMethod: string;
  paymentStatus: string;
  cardLast4: string | null;
  authorizedAed: number;
  capturedAed: number;
  refundedAed: number;
  refundableAed: number;
  finalAmountAed: number | null;
  cashCollectedAed: number | null;
  quote: { id: string; totalAed: number; netAed: number; vatAed: number; lines: { description: string }[] };
  extras: { id: string; note: string; grossAed: number; netAed: number; vatAed: number; status: string }[];
  refunds: {
    id: string;
    amountAed: number;
    reason: string;
    status: string;
    creditNoteNumber: string | null;
  }[];
  invoice: { number: string; kind: string; totalAed: number; downloadUrl: string } | null;
  creditNotes: {
    number: string;
    kind: string;
    totalAed: number;
    invoiceNumber: string | null;
    reason: string | null;
  }[];
}

/** A captain free to take a job: a captain holds one job at a time, and each test leaves its own. */
const freshCaptain = () => signUp(server, "provider", { isOnline: true, latitude: 25.2, longitude: 55.27 });

async function money(user: TestUser, requestId: string): Promise<Money> {
  const read = await run<{ requestMoney: Money }>(user, MONEY, { id: requestId });
  if (!read.data?.requestMoney) throw new Error(`requestMoney failed: ${read.code} ${read.message}`);
  return read.data.requestMoney;
}

describe("who sees and moves a request's money", () => {
  it("the customer, the assigned captain and admins; anyone else is told it does not exist", async () => {
    const { requestId, totalAed } = await startedJob(customer, captain, "CARD");
    for (const user of [customer, captain, admin]) {
      const seen = await money(user, requestId);
      expect(seen).toMatchObject({ requestId, paymentMethod: "CARD", paymentStatus: "AUTHORIZED" });
      expect(seen.authorizedAed).toBe(totalAed);
      expect(seen.cardLast4).toBe("4242");
      expect(seen.quote.id).toBe(requestId);
      expect(seen.quote.lines[0]?.description).toBe("Towing (starting price)");
    }
    expect((await run(stranger, MONEY, { id: requestId })).code).toBe("NOT_FOUND");
    expect((await run(otherCaptain, MONEY, { id: requestId })).code).toBe("NOT_FOUND");
    expect((await run(anonymous(server), MONEY, { id: requestId })).code).toBe("UNAUTHENTICATED");

    const extra = { id: requestId, amount: 40, note: "Extra 8 km of towing" };
    expect((await run(otherCaptain, PROPOSE, extra)).code).toBe("NOT_FOUND");
    expect((await run(customer, PROPOSE, extra)).code).toBe("FORBIDDEN");
    const proposed = await run<{ proposeExtra: Money }>(captain, PROPOSE, extra);
    const extraId = proposed.data?.proposeExtra.extras[0]?.id;
    expect(extraId).toBeDefined();
    expect((await run(stranger, APPROVE, { id: requestId, extra: extraId })).code).toBe("NOT_FOUND");
    expect((await run(captain, APPROVE, { id: requestId, extra: extraId })).code).toBe("FORBIDDEN");
    expect((await run(customer, REFUND, { id: requestId, amount: 10, reason: "late" })).code).toBe(
      "FORBIDDEN",
    );
    expect((await run(captain, CASH, { id: requestId })).code).not.toBeNull();
  });
});

describe("extras", () => {
  it("proposed by the captain, approved by the customer with a further card hold, are in the final amount", async () => {
    const captain = await freshCaptain();
    const { requestId, totalAed } = await startedJob(customer, captain, "CARD");
    const cents = await run(captain, PROPOSE, { id: requestId, amount: 10.555, note: "x" });
    expect(cents).toMatchObject({ code: "BAD_USER_INPUT", field: "amountAed" });
    const tiny = await run(captain, PROPOSE, { id: requestId, amount: 0.5, note: "x" });
    expect(tiny).toMatchObject({ code: "BAD_USER_INPUT", field: "amountAed" });

    const proposed = await run<{ proposeExtra: Money }>(captain, PROPOSE, {
      id: requestId,
      amount: 105,
      note: "Extra 12 km of towing",
    });
    expect(proposed.code).toBeNull();
    const [extra] = proposed.data?.proposeExtra.extras ?? [];
    // AED 105.00 incl. VAT = 100.00 + 5.00 VAT.
    expect(extra).toMatchObject({
      note: "Extra 12 km of towing",
      grossAed: 105,
      netAed: 100,
      vatAed: 5,
      status: "PROPOSED",
    });

    const approved = await run<{ approveExtra: Money }>(customer, APPROVE, {
      id: requestId,
      extra: extra?.id,
    });
    expect(approved.code).toBeNull();
    expect(approved.data?.approveExtra.extras[0]?.status).toBe("APPROVED");
    expect(approved.data?.approveExtra.authorizedAed).toBeCloseTo(totalAed + 105, 2);
    // The processor holds the extra on its own payment, on the booking's card.
    const held = (await requestState(server, requestId)).money.payments.find((p) => p.purpose === "extra");
    expect(held).toMatchObject({ status: "authorized", amountFils: 10_500, cardLast4: "4242" });
    expect(await processor.retrieve(held?.paymentId ?? "")).toMatchObject({
      status: "authorized",
      authorizedFils: 10_500,
    });
    // Approving again changes nothing and asks the processor for nothing more.
    const again = await run<{ approveExtra: Money }>(customer, APPROVE, { id: requestId, extra: extra?.id });
    expect(again.data?.approveExtra.authorizedAed ?? again.code).toBe(
      approved.data?.approveExtra.authorizedAed ?? null,
    );

    expect(await completeJob(captain, requestId)).toBeCloseTo(totalAed + 105, 2);
    await runWorker(server, processor, requestId);
    const done = await money(customer, requestId);
    expect(done).toMatchObject({ paymentStatus: "CAPTURED" });
    expect(done.finalAmountAed).toBeCloseTo(totalAed + 105, 2);
    expect(done.capturedAed).toBeCloseTo(totalAed + 105, 2);
    expect(done.invoice?.totalAed).toBeCloseTo(totalAed + 105, 2);
    expect(done.invoice?.downloadUrl).toBe(`/api/documents/${done.invoice?.number}.pdf`);
  });

  it("rejected by the customer cost nothing", async () => {
    const captain = await freshCaptain();
    const { requestId, totalAed } = await startedJob(customer, captain, "CARD");
    const proposed = await run<{ proposeExtra: Money }>(captain, PROPOSE, {
      id: requestId,
      amount: 60,
      note: "New valve",
    });
    const extraId = proposed.data?.proposeExtra.extras[0]?.id;
    const rejected = await run<{ rejectExtra: Money }>(customer, REJECT, { id: requestId, extra: extraId });
    expect(rejected.code).toBeNull();
    expect(rejected.data?.rejectExtra.extras[0]?.status).toBe("REJECTED");
    expect(rejected.data?.rejectExtra.authorizedAed).toBe(totalAed);
    // An answered extra cannot be approved after all.
    expect((await run(customer, APPROVE, { id: requestId, extra: extraId })).code).not.toBeNull();
    expect(await completeJob(captain, requestId)).toBe(totalAed);
  });
});

describe("cash and refunds", () => {
  it("the captain of a completed cash job marks the cash collected", async () => {
    const captain = await freshCaptain();
    const { requestId, totalAed } = await startedJob(customer, captain, "CASH");
    expect((await money(customer, requestId)).paymentMethod).toBe("CASH");
    // Not before the job is done.
    expect((await run(captain, CASH, { id: requestId })).code).not.toBeNull();
    await completeJob(captain, requestId);
    expect((await money(captain, requestId)).paymentStatus).toBe("CASH_DUE");
    expect((await run(otherCaptain, CASH, { id: requestId })).code).toBe("NOT_FOUND");
    const collected = await run<{ markCashCollected: Money }>(captain, CASH, { id: requestId });
    expect(collected.code).toBeNull();
    expect(collected.data?.markCashCollected).toMatchObject({
      paymentStatus: "CASH_COLLECTED",
      cashCollectedAed: totalAed,
    });
    // Cash is no card money: nothing to refund.
    expect((await run(admin, REFUND, { id: requestId, amount: 10, reason: "goodwill" })).code).not.toBeNull();
  });

  it("an admin refunds part of a charged card job, a credit note follows, and more than is left is refused", async () => {
    const captain = await freshCaptain();
    const { requestId, totalAed } = await startedJob(customer, captain, "CARD");
    await completeJob(captain, requestId);
    await runWorker(server, processor, requestId);
    const half = Math.round(totalAed * 50) / 100;
    const refunded = await run<{ refundPayment: Money }>(admin, REFUND, {
      id: requestId,
      amount: half,
      reason: "Captain arrived late",
    });
    expect(refunded.code).toBeNull();
    expect(refunded.data?.refundPayment.refunds).toEqual([
      expect.objectContaining({ amountAed: half, reason: "Captain arrived late", status: "REQUESTED" }),
    ]);
    expect(refunded.data?.refundPayment.refundableAed).toBeCloseTo(totalAed - half, 2);

    await runWorker(server, processor, requestId);
    const after = await money(customer, requestId);
    expect(after.paymentStatus).toBe("PARTIALLY_REFUNDED");
    expect(after.refundedAed).toBe(half);
    expect(after.refunds[0]?.status).toBe("REFUNDED");
    expect(after.creditNotes).toEqual([
      expect.objectContaining({
        kind: "credit-note",
        totalAed: half,
        invoiceNumber: after.invoice?.number,
        reason: "Captain arrived late",
      }),
    ]);
    expect(after.refunds[0]?.creditNoteNumber).toBe(after.creditNotes[0]?.number);

    const tooMuch = await run(admin, REFUND, { id: requestId, amount: totalAed, reason: "Refund all" });
    expect(tooMuch.code).not.toBeNull();
    expect(tooMuch.field).toBe("amountAed");
    expect((await money(admin, requestId)).refunds).toHaveLength(1);
  });
});
