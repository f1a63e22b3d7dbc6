import type { CommandDeps } from "../../command-api/commandDeps";
import { InvoicingProcess } from "../../command-api/invoicing/invoicingProcess";
import { requestInvoicingPort } from "../../command-api/invoicing/requestInvoicingPort";
import { WorkLog } from "../../command-api/payments/workLog";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Mailer } from "../../domain/ports/mailer";
import type { Sql } from "../../domain/ports/sql";
import type { Supplier } from "../../domain/request/moneyEvents";
import {
  INVOICE_QUEUED_TOPIC,
  invoiceQueueProjection,
} from "../../projections/invoice-queue/invoiceQueueProjection";
import { accountById, credentialsOfAccount } from "../../projections/read-models/accounts/queries";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { type RunningQueueReactor, startQueueReactor } from "../reactors/startQueueReactor";

export interface InvoicingDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  commands: CommandDeps;
  mailer: Mailer;
  /** Who the documents name as supplier (SUPPLIER_NAME, SUPPLIER_ADDRESS, SUPPLIER_TRN). */
  supplier: Supplier;
  /** COMMISSION_PERCENT in basis points, recorded on each document for the ledger. */
  commissionBasisPoints: number;
  /** Where the mails' links point. */
  publicUrl: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  appendFeed?: NewEventsSignal;
  retryMs?: number;
}

export type RunningInvoicing = RunningQueueReactor<InvoicingProcess>;

/**
 * The invoicing process on the worker, shaped like the mail and push reactors: the invoice queue
 * projection on its own runner (its checkpoint and single-instance lock) and the process that
 * numbers, issues and mails the tax documents, active only while this instance holds the lock.
 * Customers' names and addresses come from the accounts read model.
 */
export async function startInvoicing(deps: InvoicingDeps): Promise<RunningInvoicing> {
  const workLog = new WorkLog(deps.sql, "invoice", deps.commands.clock);
  await workLog.ensureTables();
  const process = new InvoicingProcess({
    sql: deps.sql,
    store: deps.store,
    requests: requestInvoicingPort(deps.commands),
    customers: {
      nameOf: async (id) => (await accountById(deps.sql, id))?.name ?? null,
      emailOf: async (id) => (await credentialsOfAccount(deps.sql, id))?.email ?? null,
      languageOf: async (id) => (await accountById(deps.sql, id))?.preferredLanguage ?? null,
    },
    mailer: deps.mailer,
    workLog,
    clock: deps.commands.clock,
    supplier: deps.supplier,
    commissionBasisPoints: deps.commissionBasisPoints,
    publicUrl: deps.publicUrl,
    log: deps.log,
    ...(deps.retryMs !== undefined ? { retryMs: deps.retryMs } : {}),
  });
  return startQueueReactor(deps, invoiceQueueProjection, INVOICE_QUEUED_TOPIC, process);
}
