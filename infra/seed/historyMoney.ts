import type { CommandDeps } from "../../command-api/commandDeps";
import { issueDueDocuments } from "../../command-api/invoicing/invoicingProcess";
import { requestInvoicingPort } from "../../command-api/invoicing/requestInvoicingPort";
import { settleRequestPayments } from "../../command-api/payments/paymentProcess";
import { requestPaymentPort } from "../../command-api/payments/requestPaymentPort";
import { asCurrentEvent } from "../../domain/events";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Supplier } from "../../domain/request/moneyEvents";
import { accountStream, requestStream } from "../../domain/streams";

/** Who the documents name as supplier and the commission they record: the worker's own settings. */
export interface HistoryMoneyTerms {
  supplier: Supplier;
  commissionBasisPoints: number;
}

/** Settles one seeded request's money at the simulated clock's present. */
export type SettleHistoryMoney = (deps: CommandDeps, requestId: string) => Promise<void>;

const quiet = { info() {}, warn() {} };

/**
 * What the worker's payment and invoicing processes do after a completion or cancellation, done
 * by the seeded history itself right after it on the simulated clock: the holds captured (or
 * voided, or the fee taken) through the same gateway with the same idempotency keys, then the tax
 * invoice issued with the next number of the series and dated at the simulated time. Left to the
 * worker, both would be dated at the real present and put the whole history's revenue on today.
 * The worker's processes see those events later and find nothing due (they read what is due from
 * the request's state). Both are the processes' own per-request functions, not copies of them.
 */
export function historyMoney(money: HistoryMoneyTerms): SettleHistoryMoney {
  return async (deps, requestId) => {
    const causationId = await lastEventId(deps.store, requestId);
    if (deps.payments)
      await settleRequestPayments(
        { gateway: deps.payments, requests: requestPaymentPort(deps), log: quiet },
        requestId,
        causationId,
      );
    await issueDueDocuments(
      {
        store: deps.store,
        requests: requestInvoicingPort(deps),
        // From the account's stream: the accounts read model runs behind the seeding.
        customers: { nameOf: (id) => accountName(deps.store, id) },
        clock: deps.clock,
        supplier: money.supplier,
        commissionBasisPoints: money.commissionBasisPoints,
        log: quiet,
      },
      requestId,
      causationId,
    );
  };
}

/** The completion's or cancellation's event: what the money that follows was caused by. */
async function lastEventId(store: EventStore, requestId: string): Promise<string> {
  const last = (await store.readStream(requestStream(requestId))).at(-1);
  if (!last) throw new Error(`request ${requestId} has no events`);
  return last.metadata.eventId;
}

async function accountName(store: EventStore, accountId: string): Promise<string | null> {
  let name: string | null = null;
  for (const recorded of await store.readStream(accountStream(accountId))) {
    const event = asCurrentEvent<{ type: string; data: { name?: string } }>(recorded);
    if ((event.type === "AccountRegistered" || event.type === "ProfileUpdated") && event.data.name)
      name = event.data.name;
  }
  return name;
}
