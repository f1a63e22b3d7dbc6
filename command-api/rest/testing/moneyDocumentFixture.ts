import { randomUUID } from "node:crypto";
import { currentSchemaVersion } from "../../../domain/events";
import { pricedLine, totalsOf } from "../../../domain/money/priceLines";
import { payoutRunStream } from "../../../domain/payout/events";
import type { EventStore, Position } from "../../../domain/ports/eventStore";
import { SYSTEM } from "../../../domain/shared/actor";
import { requestStream } from "../../../domain/streams";
import { assignDocumentNumber } from "../../invoicing/documentNumberSequence";

const system = () => ({ actor: SYSTEM, correlationId: randomUUID(), causationId: null });

/** Appends an event as the system does (the processes; the decider's rules are tested on their own). */
async function append(store: EventStore, stream: string, type: string, data: object): Promise<Position> {
  const { position } = await store.appendToStream(
    stream,
    [
      {
        type,
        data,
        metadata: {
          eventId: randomUUID(),
          ...system(),
          occurredAt: new Date().toISOString(),
          schemaVersion: currentSchemaVersion(type),
        },
      },
    ],
    { expected: "any" },
  );
  return position;
}

export const FIXTURE_SUPPLIER = {
  name: "Roadside Demo Services LLC",
  address: "Al Quoz 1, Dubai",
  trn: "100123456700003",
};

/**
 * A tax invoice for AED 275.00 on the request, as the invoicing process issues one; returns its
 * number once the read models (the money documents) show it.
 */
export async function issuedInvoiceFixture(
  store: EventStore,
  readModels: { waitForPosition(position: Position): Promise<unknown> },
  p: { requestId: string; customerId: string; providerId: string },
): Promise<string> {
  const at = new Date().toISOString();
  const invoiceNumber = await assignDocumentNumber(
    store,
    { series: "tax-invoice", requestId: p.requestId, refundId: null, at },
    system(),
  );
  const lines = [pricedLine("service", "towing", 27_500)];
  const position = await append(store, requestStream(p.requestId), "TaxInvoiceIssued", {
    requestId: p.requestId,
    invoiceNumber,
    issuedAt: at,
    supplyDate: at,
    supplier: FIXTURE_SUPPLIER,
    customerId: p.customerId,
    customerName: "A customer",
    providerId: p.providerId,
    paymentMethod: "card",
    lines,
    totals: totalsOf(lines),
    commissionBasisPoints: 1500,
  });
  await readModels.waitForPosition(position);
  return invoiceNumber;
}

/** A prepared payout run paying one captain AED 400.00; returns its id. */
export async function preparedPayoutRunFixture(
  store: EventStore,
  p: { providerId: string; accountName: string },
): Promise<string> {
  const runId = randomUUID();
  await append(store, payoutRunStream(runId), "PayoutRunPrepared", {
    runId,
    weekStart: "2025-03-03",
    weekEnd: "2025-03-09",
    lines: [
      {
        providerId: p.providerId,
        captainName: "A provider",
        iban: "AE070331234567890123456",
        accountName: p.accountName,
        payableFils: 50_000,
        cashHeldFils: 10_000,
        transferFils: 40_000,
      },
    ],
    preparedBy: "admin",
    preparedAt: new Date().toISOString(),
  });
  return runId;
}
