import { requestDecider as decider } from "../../domain/request/decider";
import {
  IssueCreditNote,
  IssueTaxInvoice,
  RecordCaptureFailed,
  RecordPaymentCaptured,
  RecordPaymentVoided,
  RecordRefund,
} from "../../domain/request/moneyCommands";
import { requestStream } from "../../domain/streams";
import { defineCommand } from "../defineCommand";

/**
 * The system commands the payment and invoicing processes (worker) send after the processor or the
 * numbering answered. Helper C2 owns this file (with the customers', captains' and admins' money
 * commands); this branch carries only these, defined exactly as C2 defines them, until C2's lands.
 */
const stream = (c: { requestId: string }) => requestStream(c.requestId);

export const recordPaymentCaptured = defineCommand({
  decider,
  schema: RecordPaymentCaptured,
  type: "RecordPaymentCaptured",
  stream,
});
export const recordPaymentVoided = defineCommand({
  decider,
  schema: RecordPaymentVoided,
  type: "RecordPaymentVoided",
  stream,
});
export const recordCaptureFailed = defineCommand({
  decider,
  schema: RecordCaptureFailed,
  type: "RecordCaptureFailed",
  stream,
});
export const recordRefund = defineCommand({ decider, schema: RecordRefund, type: "RecordRefund", stream });
export const issueTaxInvoice = defineCommand({
  decider,
  schema: IssueTaxInvoice,
  type: "IssueTaxInvoice",
  stream,
});
export const issueCreditNote = defineCommand({
  decider,
  schema: IssueCreditNote,
  type: "IssueCreditNote",
  stream,
});
