import { serviceDisplayName } from "../../../domain/rules/serviceTypes";

type EventData = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The feed's sentence for an event; types without one fall back to the event's own name. */
const SUMMARIES: Readonly<Record<string, (data: EventData) => string>> = {
  ServiceRequested: (d) =>
    `New ${serviceDisplayName(text(d.serviceType))} request${d.scheduledAt ? " (scheduled)" : ""}`,
  JobOffered: () => "Job offered to a provider",
  JobAccepted: () => "Provider accepted a job",
  JobDeclined: () => "Provider declined a job",
  JobStarted: () => "Provider started a job",
  JobCompleted: (d) =>
    `Job completed${typeof d.finalPrice === "number" ? ` for AED ${d.finalPrice.toFixed(2)}` : ""}`,
  RequestCancelled: (d) => `Request cancelled by the ${text(d.byRole) || "customer"}`,
  RequestUnassigned: () => "No provider took a request",
  ReviewPosted: (d) => `${typeof d.rating === "number" ? d.rating : "?"}-star review posted`,
  AccountRegistered: (d) => `New ${text(d.userType) || "user"} signed up`,
  ProviderWentOnline: () => "Provider went online",
  ProviderWentOffline: () => "Provider went offline",
  JobReassigned: (d) => `Support reassigned a job: ${text(d.reason)}`,
  AccountSuspended: (d) => `Admin suspended a ${text(d.userType) || "user"}: ${text(d.reason)}`,
  AccountReinstated: (d) => `Admin reinstated a ${text(d.userType) || "user"}: ${text(d.reason)}`,
  AccountEmailVerified: () => "Email address verified",
  VehicleAdded: () => "Customer added a vehicle",
  ProviderServicesChanged: () => "Provider changed their services",
  TowingEquipmentAdded: () => "Provider added a truck",
  CaptainProfileCompleted: () => "Captain completed their business profile",
  CaptainDocumentUploaded: () => "Captain uploaded a paper",
  CaptainSubmittedForReview: () => "Captain submitted their papers for review",
  CaptainApproved: () => "Captain approved",
  CaptainRejected: () => "Captain rejected",
  CaptainDocumentExpiryWarned: () => "Captain warned of a paper expiring",
  CaptainDocumentExpired: () => "A captain's paper expired",
  ChatMessageSent: () => "Chat message sent",
  ChatImageUploaded: () => "Photo sent in a chat",
  PhotoUploaded: () => "Photo added to a job",
  TripShared: () => "Customer shared a trip with family",
  SharePushSubscriptionAdded: () => "A family member turned on trip notifications",
  SharePushSubscriptionRemoved: (d) =>
    d.reason === "expired"
      ? "A family member's push subscription expired"
      : "A family member turned off trip notifications",
  ProviderProfileCreated: () => "Provider profile created",
  TowingEquipmentEdited: () => "Provider edited a truck",
  TowingEquipmentRetired: () => "Provider retired a truck",
  TowingEquipmentAvailabilityChanged: (d) =>
    `Provider marked a truck ${d.isAvailable === false ? "unavailable" : "available"}`,
  VehicleRemoved: () => "Customer removed a vehicle",
  DefaultVehicleChanged: () => "Customer changed their default vehicle",
  EmergencyContactAdded: () => "Customer added an emergency contact",
  EmergencyContactRemoved: () => "Customer removed an emergency contact",
  ProfileUpdated: () => "User updated their profile",
  PasswordChanged: () => "User changed their password",
  PasswordResetRequested: () => "User asked for a password reset",
  PasswordReset: () => "User reset their password",
  PushSubscriptionAdded: () => "User turned on push notifications on a device",
  PushSubscriptionRemoved: (d) =>
    d.reason === "expired"
      ? "A device's push subscription expired"
      : "User turned off push notifications on a device",
  PreferredLanguageSet: (d) => `User chose ${d.language === "ar" ? "Arabic" : "English"} as their language`,
  PushPreferenceSet: (d) => `User turned ${d.enabled === false ? "off" : "on"} a kind of push notification`,
  // Money (issue 20): amounts are fils in the events, AED in sentences.
  QuoteIssued: (d) => `Quote issued${aedOf((d.totals as EventData | undefined)?.grossFils)}`,
  PaymentAuthorized: (d) => `Card hold placed${aedOf(d.amountFils)}`,
  PaymentDeclined: (d) => `Card declined (${text(d.reason) || "declined"})`,
  ExtraProposed: (d) => `Captain proposed an extra${aedOf((d.line as EventData | undefined)?.grossFils)}`,
  ExtraApproved: () => "Customer approved an extra",
  ExtraRejected: () => "Customer declined an extra",
  CancellationFeeCharged: (d) =>
    `Cancellation fee charged${aedOf((d.line as EventData | undefined)?.grossFils)}`,
  PaymentCaptured: (d) => `Payment captured${aedOf(d.amountFils)}`,
  PaymentVoided: () => "Card hold released",
  PaymentCaptureFailed: (d) => `Payment capture failed${aedOf(d.amountFils)}`,
  CashCollected: (d) => `Captain collected cash${aedOf(d.amountFils)}`,
  RefundRequested: (d) => `Admin asked for a refund${aedOf(d.amountFils)}`,
  PaymentRefunded: (d) => `Refund paid${aedOf(d.amountFils)}`,
  TaxInvoiceIssued: (d) => `Tax invoice ${text(d.invoiceNumber)} issued`,
  CreditNoteIssued: (d) => `Credit note ${text(d.creditNoteNumber)} issued`,
  DocumentNumberAssigned: (d) => `Document number ${text(d.number)} taken`,
  PayoutRunPrepared: (d) => `Payout run prepared for the week of ${text(d.weekStart)}`,
  PayoutRunPaid: () => "Payout run marked paid",
  PayoutAccountSet: () => "Captain set their payout account",
  ProcessorNotificationReceived: (d) => `Card processor notified: ${text(d.type)}`,
};

/** " for AED 275.00" from an amount in fils; nothing when the amount is missing. */
function aedOf(fils: unknown): string {
  return typeof fils === "number" ? ` for AED ${(fils / 100).toFixed(2)}` : "";
}

export function activitySummary(type: string, data: unknown): string {
  const summarise = SUMMARIES[type];
  return summarise && data !== null && typeof data === "object" ? summarise(data as EventData) : type;
}
