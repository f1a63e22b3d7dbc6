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
  PushPreferenceSet: (d) => `User turned ${d.enabled === false ? "off" : "on"} a kind of push notification`,
};

export function activitySummary(type: string, data: unknown): string {
  const summarise = SUMMARIES[type];
  return summarise && data !== null && typeof data === "object" ? summarise(data as EventData) : type;
}
