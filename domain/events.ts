/**
 * The registry of every event the domain writes: its data schema and the schemaVersion written
 * today. Projections and handlers read the store through `parseEvent`/`parseEventData`, so a
 * malformed or unknown event fails loudly with its type and field instead of corrupting a read model.
 */
import { z } from "zod";
import { EmailClaimed } from "./account/emailClaim";
import {
  AccountEmailVerified,
  AccountEvent,
  AccountRegistered,
  AccountReinstated,
  AccountSuspended,
  DefaultVehicleChanged,
  EmailVerificationRequested,
  EmergencyContactAdded,
  EmergencyContactRemoved,
  PasswordChanged,
  PasswordReset,
  PasswordResetRequested,
  ProfileUpdated,
  VehicleAdded,
  VehicleRemoved,
} from "./account/events";
import { ChatEvent, ChatImageUploaded, ChatMessageSent, ChatMessagesRead } from "./chat/events";
import { PhotoEvent, PhotoUploaded } from "./photos/events";
import {
  ProviderBooked,
  ProviderEvent,
  ProviderProfileCreated,
  ProviderServicesChanged,
  ProviderWentOffline,
  ProviderWentOnline,
  TowingEquipmentAdded,
  TowingEquipmentAvailabilityChanged,
  TowingEquipmentEdited,
  TowingEquipmentRetired,
} from "./provider/events";
import {
  CaptainApproved,
  CaptainDocumentExpired,
  CaptainDocumentExpiryWarned,
  CaptainDocumentUploaded,
  CaptainProfileCompleted,
  CaptainRejected,
  CaptainSubmittedForReview,
} from "./provider/onboardingEvents";
import {
  JobAccepted,
  JobCompleted,
  JobDeclined,
  JobOffered,
  JobReassigned,
  JobStarted,
  OfferWithdrawn,
  RequestCancelled,
  RequestEvent,
  RequestUnassigned,
  ReviewPosted,
  RoutePointRecorded,
  ServiceRequested,
} from "./request/events";
import { SharingEvent, TripShared } from "./sharing/events";

export const DomainEvent = z.discriminatedUnion("type", [
  RequestEvent,
  ProviderEvent,
  AccountEvent,
  EmailClaimed,
  ChatEvent,
  PhotoEvent,
  SharingEvent,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type DomainEventType = DomainEvent["type"];
export type EventData<T extends DomainEventType> = Extract<DomainEvent, { type: T }>["data"];

interface RegistryEntry<T extends DomainEventType> {
  data: z.ZodType<EventData<T>>;
  /** Written into every event's metadata; bump it (and add an upcaster here) when the data changes shape. */
  schemaVersion: number;
}

/** Typed so that an event type missing here is a compile error. */
export const eventRegistry: { readonly [T in DomainEventType]: RegistryEntry<T> } = {
  // request-<id>
  ServiceRequested: { data: ServiceRequested.shape.data, schemaVersion: 1 },
  JobOffered: { data: JobOffered.shape.data, schemaVersion: 1 },
  OfferWithdrawn: { data: OfferWithdrawn.shape.data, schemaVersion: 1 },
  JobDeclined: { data: JobDeclined.shape.data, schemaVersion: 1 },
  JobAccepted: { data: JobAccepted.shape.data, schemaVersion: 1 },
  JobStarted: { data: JobStarted.shape.data, schemaVersion: 1 },
  JobCompleted: { data: JobCompleted.shape.data, schemaVersion: 1 },
  RequestCancelled: { data: RequestCancelled.shape.data, schemaVersion: 1 },
  RequestUnassigned: { data: RequestUnassigned.shape.data, schemaVersion: 1 },
  RoutePointRecorded: { data: RoutePointRecorded.shape.data, schemaVersion: 1 },
  ReviewPosted: { data: ReviewPosted.shape.data, schemaVersion: 1 },
  JobReassigned: { data: JobReassigned.shape.data, schemaVersion: 1 },
  // provider-<id>
  ProviderProfileCreated: { data: ProviderProfileCreated.shape.data, schemaVersion: 1 },
  ProviderServicesChanged: { data: ProviderServicesChanged.shape.data, schemaVersion: 1 },
  TowingEquipmentAdded: { data: TowingEquipmentAdded.shape.data, schemaVersion: 1 },
  TowingEquipmentAvailabilityChanged: {
    data: TowingEquipmentAvailabilityChanged.shape.data,
    schemaVersion: 1,
  },
  ProviderWentOnline: { data: ProviderWentOnline.shape.data, schemaVersion: 1 },
  ProviderWentOffline: { data: ProviderWentOffline.shape.data, schemaVersion: 1 },
  ProviderBooked: { data: ProviderBooked.shape.data, schemaVersion: 1 },
  TowingEquipmentEdited: { data: TowingEquipmentEdited.shape.data, schemaVersion: 1 },
  TowingEquipmentRetired: { data: TowingEquipmentRetired.shape.data, schemaVersion: 1 },
  CaptainProfileCompleted: { data: CaptainProfileCompleted.shape.data, schemaVersion: 1 },
  CaptainDocumentUploaded: { data: CaptainDocumentUploaded.shape.data, schemaVersion: 1 },
  CaptainSubmittedForReview: { data: CaptainSubmittedForReview.shape.data, schemaVersion: 1 },
  CaptainApproved: { data: CaptainApproved.shape.data, schemaVersion: 1 },
  CaptainRejected: { data: CaptainRejected.shape.data, schemaVersion: 1 },
  CaptainDocumentExpiryWarned: { data: CaptainDocumentExpiryWarned.shape.data, schemaVersion: 1 },
  CaptainDocumentExpired: { data: CaptainDocumentExpired.shape.data, schemaVersion: 1 },
  // account-<id>
  AccountRegistered: { data: AccountRegistered.shape.data, schemaVersion: 1 },
  ProfileUpdated: { data: ProfileUpdated.shape.data, schemaVersion: 1 },
  VehicleAdded: { data: VehicleAdded.shape.data, schemaVersion: 1 },
  VehicleRemoved: { data: VehicleRemoved.shape.data, schemaVersion: 1 },
  DefaultVehicleChanged: { data: DefaultVehicleChanged.shape.data, schemaVersion: 1 },
  EmergencyContactAdded: { data: EmergencyContactAdded.shape.data, schemaVersion: 1 },
  EmergencyContactRemoved: { data: EmergencyContactRemoved.shape.data, schemaVersion: 1 },
  PasswordResetRequested: { data: PasswordResetRequested.shape.data, schemaVersion: 1 },
  PasswordReset: { data: PasswordReset.shape.data, schemaVersion: 1 },
  PasswordChanged: { data: PasswordChanged.shape.data, schemaVersion: 1 },
  AccountSuspended: { data: AccountSuspended.shape.data, schemaVersion: 1 },
  AccountReinstated: { data: AccountReinstated.shape.data, schemaVersion: 1 },
  EmailVerificationRequested: { data: EmailVerificationRequested.shape.data, schemaVersion: 1 },
  AccountEmailVerified: { data: AccountEmailVerified.shape.data, schemaVersion: 1 },
  // email-<normalized>
  EmailClaimed: { data: EmailClaimed.shape.data, schemaVersion: 1 },
  // chat-<requestId>
  ChatMessageSent: { data: ChatMessageSent.shape.data, schemaVersion: 1 },
  ChatMessagesRead: { data: ChatMessagesRead.shape.data, schemaVersion: 1 },
  ChatImageUploaded: { data: ChatImageUploaded.shape.data, schemaVersion: 1 },
  // photos-<requestId>
  PhotoUploaded: { data: PhotoUploaded.shape.data, schemaVersion: 1 },
  // share-<requestId>
  TripShared: { data: TripShared.shape.data, schemaVersion: 1 },
};

export const domainEventTypes = Object.keys(eventRegistry) as DomainEventType[];

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(eventRegistry, type);
}

/** The schemaVersion to write in the metadata of a new event of this type. */
export function schemaVersionOf(type: DomainEventType): number {
  return eventRegistry[type].schemaVersion;
}

/** An event read from the store that this code cannot understand. Names the type and the fields at fault. */
export class EventDataError extends Error {
  constructor(
    readonly eventType: string,
    message: string,
    readonly fields: readonly string[] = [],
  ) {
    super(message);
    this.name = "EventDataError";
  }
}

/**
 * Validates an event's data against its schema and returns the parsed data.
 * `schemaVersion` (from the event's metadata), when given, must be the one this code reads.
 */
export function parseEventData<T extends DomainEventType>(
  type: T,
  data: unknown,
  schemaVersion?: number,
): EventData<T>;
export function parseEventData(type: string, data: unknown, schemaVersion?: number): DomainEvent["data"];
export function parseEventData(type: string, data: unknown, schemaVersion?: number): DomainEvent["data"] {
  if (!isDomainEventType(type)) throw new EventDataError(type, `unknown event type "${type}"`);
  const entry: { data: z.ZodType; schemaVersion: number } = eventRegistry[type];
  if (schemaVersion !== undefined && schemaVersion !== entry.schemaVersion)
    throw new EventDataError(
      type,
      `event ${type} has schemaVersion ${schemaVersion}, but this code reads only schemaVersion ${entry.schemaVersion}`,
    );
  const result = entry.data.safeParse(data);
  // The schema registered for `type` produced it, so it is that type's data.
  if (result.success) return result.data as DomainEvent["data"];
  const fields = result.error.issues.map((issue) => issue.path.map(String).join(".") || "(data)");
  const details = result.error.issues.map((issue, i) => `${fields[i]}: ${issue.message}`).join("; ");
  throw new EventDataError(
    type,
    `invalid data in event ${type} (schemaVersion ${entry.schemaVersion}): ${details}`,
    fields,
  );
}

/** As `parseEventData`, returning the whole typed event for a switch on `type`. */
export function parseEvent(type: string, data: unknown, schemaVersion?: number): DomainEvent {
  return { type, data: parseEventData(type, data, schemaVersion) } as DomainEvent;
}
