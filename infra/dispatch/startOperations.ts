import type { CommandDeps } from "../../command-api/commandDeps";
import type { LivePositions } from "../../command-api/live/livePositions";
import { sharedPaperFiles } from "../../command-api/onboarding/paperFiles";
import { DocumentStorage } from "../../command-api/rest/uploads/documentStorage";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { Backend } from "../app/openBackend";
import type { Config } from "../config/config";
import { startDocumentExpiry } from "../document-expiry/startDocumentExpiry";
import { startInvoicing } from "../invoicing/startInvoicing";
import { chooseMailer } from "../mail/chooseMailer";
import { startMail } from "../mail/startMail";
import { startPaymentsProcess } from "../payments-process/startPaymentsProcess";
import { choosePushSender } from "../push/choosePushSender";
import { startPush } from "../push/startPush";
import type { VapidKeys } from "../push/vapidKeys";
import type { Logger } from "../runtime/logger";
import { systemClock } from "../runtime/systemClock";
import { startFleetSimulator } from "../simulator/startFleetSimulator";
import { startDispatch } from "./startDispatch";

export interface OperationsDeps {
  config: Config;
  backend: Backend;
  liveBus: LiveBus;
  commands: CommandDeps;
  livePositions: LivePositions;
  logger: Logger;
  /** The node's append feed, which dispatch's queue runner shares (see DispatchDeps.appendFeed). */
  appendFeed?: NewEventsSignal;
  /** The Web Push key pair the composition root resolved (the API nodes serve its public key). */
  vapid: VapidKeys;
}

/**
 * What runs beside the APIs: dispatch, the mail and push reactors, the document-expiry process and
 * the money processes (payments at the card processor, tax invoices and credit notes) (each one
 * instance across nodes, by its lock) and, when configured, the fleet simulator. Returns the
 * function that stops them all.
 */
export async function startOperations(deps: OperationsDeps): Promise<() => Promise<void>> {
  const { config, backend } = deps;
  const dispatch = await startDispatch({
    store: backend.store,
    sql: backend.sql,
    lock: backend.lock,
    liveBus: deps.liveBus,
    commands: deps.commands,
    positions: deps.livePositions,
    policy: { ...config.dispatch, offerTimeoutSeconds: config.offerTimeoutSeconds },
    routeSampleMs: config.routeSampleSeconds * 1000,
    log: deps.logger.child({ component: "dispatch" }),
    ...(deps.appendFeed ? { appendFeed: deps.appendFeed } : {}),
  });
  const mailLog = deps.logger.child({ component: "mail" });
  const mailer = chooseMailer(config, mailLog);
  const mail = await startMail({
    store: backend.store,
    sql: backend.sql,
    lock: backend.lock,
    mailer: mailer.mailer,
    clock: systemClock,
    publicUrl: config.mail.publicUrl,
    log: mailLog,
    ...(deps.appendFeed ? { appendFeed: deps.appendFeed } : {}),
  }).catch(async (error: unknown) => {
    // Nothing half-started stays behind a failed start-up.
    await dispatch.stop();
    mailer.close();
    throw error;
  });
  const documentExpiry = await startDocumentExpiry({
    store: backend.store,
    sql: backend.sql,
    lock: backend.lock,
    commands: deps.commands,
    clock: deps.commands.clock,
    log: deps.logger.child({ component: "document-expiry" }),
    ...(deps.appendFeed ? { appendFeed: deps.appendFeed } : {}),
  }).catch(async (error: unknown) => {
    await dispatch.stop();
    await mail.stop();
    mailer.close();
    throw error;
  });
  const pushLog = deps.logger.child({ component: "push" });
  const push = await startPush({
    store: backend.store,
    sql: backend.sql,
    lock: backend.lock,
    sender: choosePushSender(config, deps.vapid, pushLog),
    commands: deps.commands,
    log: pushLog,
    ...(deps.appendFeed ? { appendFeed: deps.appendFeed } : {}),
  }).catch(async (error: unknown) => {
    await documentExpiry.stop();
    await dispatch.stop();
    await mail.stop();
    mailer.close();
    throw error;
  });
  const stopBeforeMoney = async () => {
    await push.stop();
    await documentExpiry.stop();
    await dispatch.stop();
    await mail.stop();
    mailer.close();
  };
  const paymentsLog = deps.logger.child({ component: "payments-process" });
  const gateway = deps.commands.payments;
  if (!gateway)
    paymentsLog.warn({}, "payments: no card processor configured, so no hold is captured or voided");
  const payments = gateway
    ? await startPaymentsProcess({
        store: backend.store,
        sql: backend.sql,
        lock: backend.lock,
        gateway,
        commands: deps.commands,
        log: paymentsLog,
        ...(deps.appendFeed ? { appendFeed: deps.appendFeed } : {}),
      }).catch(async (error: unknown) => {
        await stopBeforeMoney();
        throw error;
      })
    : null;
  const { name, address, trn } = config.money.supplier;
  const invoicing = await startInvoicing({
    store: backend.store,
    sql: backend.sql,
    lock: backend.lock,
    commands: deps.commands,
    mailer: mailer.mailer,
    supplier: { name, address, trn },
    commissionBasisPoints: config.money.commissionBasisPoints,
    publicUrl: config.mail.publicUrl,
    log: deps.logger.child({ component: "invoicing" }),
    ...(deps.appendFeed ? { appendFeed: deps.appendFeed } : {}),
  }).catch(async (error: unknown) => {
    await payments?.stop();
    await stopBeforeMoney();
    throw error;
  });
  const simulator =
    config.simulateFleet > 0 || config.simulateDemand > 0
      ? await startFleetSimulator({
          commands: deps.commands,
          sql: backend.sql,
          liveBus: deps.liveBus,
          positions: deps.livePositions,
          providers: config.simulateFleet,
          requestsPerMinute: config.simulateDemand,
          documents: sharedPaperFiles(
            new DocumentStorage(config.dataDir),
            "Simulated fleet captain",
            "simulated-fleet",
          ),
          log: deps.logger.child({ component: "simulator" }),
        })
      : null;
  return async () => {
    await simulator?.stop();
    await invoicing.stop();
    await payments?.stop();
    await documentExpiry.stop();
    await push.stop();
    await dispatch.stop();
    await mail.stop();
    mailer.close();
  };
}
