import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { Sql } from "../../../domain/ports/sql";
import { readModelProjections } from "../index";
import { accountRegistered, profileUpdated, vehicleAdded } from "./accountEventBuilders";
import { EventLog } from "./eventLog";
import {
  creditNoteIssued,
  paymentAuthorized,
  paymentCaptured,
  paymentRefunded,
  paymentVoided,
  payoutAccountSet,
  payoutLine,
  payoutRunPaid,
  payoutRunPrepared,
  quoteIssued,
  refundRequested,
  taxInvoiceIssued,
} from "./moneyEventBuilders";
import {
  captainApprovedHistory,
  captainDocumentExpiryWarned,
  captainDocumentUploaded,
  captainRejected,
  captainSubmitted,
} from "./onboardingEventBuilders";
import {
  providerProfileCreated,
  providerWentOnline,
  towingEquipmentAdded,
  towingEquipmentAvailabilityChanged,
} from "./providerEventBuilders";
import {
  atMinute,
  jobAccepted,
  jobCompleted,
  jobDeclined,
  jobOffered,
  jobStarted,
  offerWithdrawn,
  requestCancelled,
  reviewPosted,
  routePointRecorded,
  serviceRequested,
} from "./requestEventBuilders";
import { chatMessageSent, chatMessagesRead, photoUploaded, tripShared } from "./tripExtrasEventBuilders";

/** Every row of every read-model table (and the credentials), in a stable order. */
export async function snapshotReadModels(sql: Sql): Promise<Record<string, string[]>> {
  const tables = [...readModelProjections.flatMap((p) => p.tables.map((t) => `rm.${t}`)), "auth.credentials"];
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`,
    );
    result[table] = rows.map((r) => r.row);
  }
  return result;
}

/** A day in the life touching every read model: two requests (one paid, invoiced, partly refunded and paid out; one voided), a route, chat, photo, share, reviews, renames. */
export function fullScenario(): RecordedEvent[] {
  const log = new EventLog();
  return log.recordAll([
    accountRegistered({ accountId: "c1", name: "Aisha" }),
    accountRegistered({ accountId: "p1", name: "Falcon", userType: "provider", email: "falcon@example.ae" }),
    providerProfileCreated({ providerId: "p1" }),
    ...captainApprovedHistory("p1"),
    captainDocumentExpiryWarned("p1", "p1-insurance", "insurance", "2026-03-10", atMinute(1)),
    providerWentOnline("p1", 25.1, 55.2, atMinute(1)),
    towingEquipmentAdded({ providerId: "p1", equipmentId: "t1" }),
    providerProfileCreated({ providerId: "p2", name: "Desert Tow" }),
    captainDocumentUploaded("p2", "insurance", { documentId: "p2-ins" }),
    captainSubmitted("p2", ["p2-ins"]),
    captainRejected("p2", "Upload the trade licence too"),
    vehicleAdded({ accountId: "c1", vehicleId: "v1", isDefault: true }),
    quoteIssued("r1", { providerId: "p1", grossFils: 29_000, issuedAt: atMinute(2) }),
    paymentAuthorized("r1", "pay-r1", 29_000, { authorizedAt: atMinute(2) }),
    serviceRequested({ requestId: "r1", customerId: "c1", requestedAt: atMinute(2) }),
    jobOffered("r1", "p1", atMinute(2)),
    jobOffered("r1", "p2", atMinute(2)),
    jobDeclined("r1", "p2", atMinute(3)),
    jobAccepted("r1", "p1", atMinute(4)),
    towingEquipmentAvailabilityChanged("p1", "t1", false, atMinute(4)),
    tripShared({ shareId: "s1", requestId: "r1", sharedBy: "c1", sharedAt: atMinute(5) }),
    chatMessageSent({
      messageId: "m1",
      requestId: "r1",
      senderId: "c1",
      receiverId: "p1",
      sentAt: atMinute(6),
    }),
    chatMessagesRead("r1", "p1", ["m1"], atMinute(7)),
    routePointRecorded("r1", "p1", 25.09, 55.17, atMinute(10)),
    jobStarted("r1", "p1", atMinute(20)),
    photoUploaded({ photoId: "ph1", requestId: "r1", uploadedBy: "p1", uploadedAt: atMinute(21) }),
    jobCompleted("r1", "p1", 290, atMinute(50)),
    paymentCaptured("r1", "pay-r1", 29_000, atMinute(51)),
    taxInvoiceIssued("r1", "INV-000001", {
      grossFils: [29_000],
      supplyDate: atMinute(50),
      issuedAt: atMinute(52),
    }),
    refundRequested("r1", "f1", 5_000, atMinute(56)),
    paymentRefunded("r1", "f1", "pay-r1", 5_000, atMinute(57)),
    creditNoteIssued("r1", "CN-000001", "INV-000001", "f1", 5_000, { issuedAt: atMinute(58) }),
    payoutAccountSet("p1", "AE070331234567890123456", atMinute(59)),
    // p1's balance after the job and the credit: 236.76 − 40.48 earned.
    payoutRunPrepared("run-1", "2025-03-10", "2025-03-16", [payoutLine("p1", 19_428)], atMinute(80)),
    payoutRunPaid("run-1", atMinute(81)),
    reviewPosted({
      requestId: "r1",
      reviewerId: "c1",
      revieweeId: "p1",
      reviewerRole: "customer",
      rating: 5,
      postedAt: atMinute(55),
    }),
    profileUpdated({ accountId: "c1", name: "Aisha Al Mansoori", updatedAt: atMinute(60) }),
    quoteIssued("r2", { providerId: "p2", issuedAt: atMinute(70) }),
    paymentAuthorized("r2", "pay-r2", 27_500, { authorizedAt: atMinute(70) }),
    serviceRequested({ requestId: "r2", customerId: "c1", providerId: "p2", requestedAt: atMinute(70) }),
    offerWithdrawn("r2", "p2", "expired", atMinute(72)),
    requestCancelled("r2", "c1", atMinute(73)),
    paymentVoided("r2", "pay-r2", atMinute(74)),
  ]);
}
