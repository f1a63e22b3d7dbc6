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
  PreferredLanguageSet,
  ProfileUpdated,
  VehicleAdded,
  VehicleRemoved,
} from "./account/events";
import { ChatEvent, ChatImageUploaded, ChatMessageSent, ChatMessagesRead } from "./chat/events";
import { DocumentNumberAssigned } from "./invoicing/documentNumbers";
import { ProcessorNotificationReceived } from "./payments/notificationEvents";
import { PayoutEvent, PayoutRunPaid, PayoutRunPrepared } from "./payout/events";
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
import { PayoutAccountSet } from "./provider/payoutAccount";
import { PushEvent, PushPreferenceSet, PushSubscriptionAdded, PushSubscriptionRemoved } from "./push/events";
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
import {
  CancellationFeeCharged,
  CashCollected,
  CreditNoteIssued,
  ExtraApproved,
  ExtraProposed,
  ExtraRejected,
  PaymentAuthorized,
  PaymentCaptured,
  PaymentCaptureFailed,
  PaymentDeclined,
  PaymentRefunded,
  PaymentVoided,
  QuoteIssued,
  RefundRequested,
  TaxInvoiceIssued,
} from "./request/moneyEvents";
import {
  SharePushSubscriptionAdded,
  SharePushSubscriptionRemoved,
  SharingEvent,
  TripShared,
} from "./sharing/events";

export const DomainEvent = z.discriminatedUnion("type", [
  RequestEvent,
  ProviderEvent,
  AccountEvent,
  EmailClaimed,
  ChatEvent,
  PhotoEvent,
  SharingEvent,
  PushEvent,
  DocumentNumberAssigned,
  PayoutEvent,
  ProcessorNotificationReceived,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type DomainEventType = DomainEvent["type"];
export type EventData<T extends DomainEventType> = Extract<DomainEvent, { type: T }>["data"];

/** Turns one event's data written at version v into version v + 1's shape; pure, total, no defaults guessed twice. */
export type Upcaster = (data: Readonly<Record<string, unknown>>) => Record<string, unknown>;

interface RegistryEntry<T extends DomainEventType> {
  data: z.ZodType<EventData<T>>;
  /** Written into every event's metadata; bump it and add an upcaster when the data changes shape. */
  schemaVersion: number;
  /** `upcasters[v]` lifts data of version v to v + 1, for every v below `schemaVersion`. */
  upcasters?: Readonly<Record<number, Upcaster>>;
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
  QuoteIssued: { data: QuoteIssued.shape.data, schemaVersion: 1 },
  PaymentAuthorized: { data: PaymentAuthorized.shape.data, schemaVersion: 1 },
  PaymentDeclined: { data: PaymentDeclined.shape.data, schemaVersion: 1 },
  ExtraProposed: { data: ExtraProposed.shape.data, schemaVersion: 1 },
  ExtraApproved: { data: ExtraApproved.shape.data, schemaVersion: 1 },
  ExtraRejected: { data: ExtraRejected.shape.data, schemaVersion: 1 },
  CancellationFeeCharged: { data: CancellationFeeCharged.shape.data, schemaVersion: 1 },
  PaymentCaptured: { data: PaymentCaptured.shape.data, schemaVersion: 1 },
  PaymentVoided: { data: PaymentVoided.shape.data, schemaVersion: 1 },
  PaymentCaptureFailed: { data: PaymentCaptureFailed.shape.data, schemaVersion: 1 },
  CashCollected: { data: CashCollected.shape.data, schemaVersion: 1 },
  RefundRequested: { data: RefundRequested.shape.data, schemaVersion: 1 },
  PaymentRefunded: { data: PaymentRefunded.shape.data, schemaVersion: 1 },
  TaxInvoiceIssued: { data: TaxInvoiceIssued.shape.data, schemaVersion: 1 },
  CreditNoteIssued: { data: CreditNoteIssued.shape.data, schemaVersion: 1 },
  // docnumbers-<series>
  DocumentNumberAssigned: { data: DocumentNumberAssigned.shape.data, schemaVersion: 1 },
  // payout-<runId>
  PayoutRunPrepared: { data: PayoutRunPrepared.shape.data, schemaVersion: 1 },
  PayoutRunPaid: { data: PayoutRunPaid.shape.data, schemaVersion: 1 },
  // processor-notifications-<provider>
  ProcessorNotificationReceived: { data: ProcessorNotificationReceived.shape.data, schemaVersion: 1 },
  // provider-<id>
  ProviderProfileCreated: { data: ProviderProfileCreated.shape.data, schemaVersion: 1 },
  ProviderServicesChanged: { data: ProviderServicesChanged.shape.data, schemaVersion: 1 },
  TowingEquipmentAdded: {
    data: TowingEquipmentAdded.shape.data,
    // v2: trucks carry their number plate; those added before plates were asked for have none ("").
    schemaVersion: 2,
    upcasters: { 1: (data) => ({ plate: "", ...data }) },
  },
  TowingEquipmentAvailabilityChanged: {
    data: TowingEquipmentAvailabilityChanged.shape.data,
    schemaVersion: 1,
  },
  ProviderWentOnline: { data: ProviderWentOnline.shape.data, schemaVersion: 1 },
  ProviderWentOffline: { data: ProviderWentOffline.shape.data, schemaVersion: 1 },
  ProviderBooked: { data: ProviderBooked.shape.data, schemaVersion: 1 },
  TowingEquipmentEdited: { data: TowingEquipmentEdited.shape.data, schemaVersion: 1 },
  TowingEquipmentRetired: { data: TowingEquipmentRetired.shape.data, schemaVersion: 1 },
  PayoutAccountSet: { data: PayoutAccountSet.shape.data, schemaVersion: 1 },
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
  PreferredLanguageSet: { data: PreferredLanguageSet.shape.data, schemaVersion: 1 },
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
  SharePushSubscriptionAdded: { data: SharePushSubscriptionAdded.shape.data, schemaVersion: 1 },
  SharePushSubscriptionRemoved: { data: SharePushSubscriptionRemoved.shape.data, schemaVersion: 1 },
  // push-<accountId>
  PushSubscriptionAdded: { data: PushSubscriptionAdded.shape.data, schemaVersion: 1 },
  PushSubscriptionRemoved: { data: PushSubscriptionRemoved.shape.data, schemaVersion: 1 },
  PushPreferenceSet: { data: PushPreferenceSet.shape.data, schemaVersion: 1 },
};

export const domainEventTypes = Object.keys(eventRegistry) as DomainEventType[];

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(eventRegistry, type);
}

/** The schemaVersion to write in the metadata of a new event of this type. */
export function schemaVersionOf(type: DomainEventType): number {
  return eventRegistry[type].schemaVersion;
}

/** The schemaVersion a writer stamps on a new event of any type (1 for types outside the registry). */
export function currentSchemaVersion(type: string): number {
  return isDomainEventType(type) ? schemaVersionOf(type) : 1;
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
 * An event's data in today's shape: data written at an older `schemaVersion` goes through that
 * type's upcasters in order. Every reader applies it (deciders' folds, projections, replay, the
 * timeline), so old events keep deciding and projecting as they did. Today's version is returned
 * as is (no copy), which keeps the deciders' folds cheap; a version this code does not know fails.
 */
export function upcastEventData(type: string, data: unknown, schemaVersion: number | undefined): unknown {
  if (!isDomainEventType(type)) return data;
  const entry: { schemaVersion: number; upcasters?: Readonly<Record<number, Upcaster>> } =
    eventRegistry[type];
  const from = schemaVersion ?? 1;
  if (from === entry.schemaVersion) return data;
  if (!Number.isInteger(from) || from < 1 || from > entry.schemaVersion)
    throw new EventDataError(
      type,
      `event ${type} has schemaVersion ${from}, but this code reads only schemaVersion 1 to ${entry.schemaVersion}`,
    );
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new EventDataError(
      type,
      `invalid data in event ${type} (schemaVersion ${from}): (data): not an object`,
    );
  let lifted = data as Record<string, unknown>;
  for (let version = from; version < entry.schemaVersion; version++) {
    const upcaster = entry.upcasters?.[version];
    if (!upcaster)
      throw new EventDataError(
        type,
        `event ${type} has no upcaster from schemaVersion ${version} to ${version + 1}`,
      );
    lifted = upcaster(lifted);
  }
  return lifted;
}

/** A stored event as the domain reads it: its data upcast to today's shape (not validated again). */
export function asCurrentEvent<E extends { type: string; data: unknown }>(event: {
  type: string;
  data: unknown;
  metadata?: { schemaVersion?: number };
}): E {
  return {
    type: event.type,
    data: upcastEventData(event.type, event.data, event.metadata?.schemaVersion),
  } as E;
}

/**
 * Validates an event's data against its schema and returns the parsed data.
 * `schemaVersion` (from the event's metadata), when given, is upcast from to the version this code reads.
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
  const current = schemaVersion === undefined ? data : upcastEventData(type, data, schemaVersion);
  const result = entry.data.safeParse(current);
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
