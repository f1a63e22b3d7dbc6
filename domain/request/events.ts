import { z } from "zod";
import {
  Aed,
  FuelType,
  Id,
  IsoTime,
  Latitude,
  Longitude,
  LongText,
  PaymentMethod,
  Place,
  Priority,
  ServiceType,
  ShortText,
  VehicleType,
} from "../shared/values";
import { MoneyEvent } from "./moneyEvents";

/** The vehicle as booked: copied into the request so later edits of the saved vehicle don't rewrite history. */
export const RequestVehicle = z.object({
  vehicleId: Id.nullable(),
  make: z.string().trim().min(1, "is required").max(60),
  model: z.string().trim().min(1, "is required").max(60),
  year: z.number().int().min(1950).max(2100).nullable(),
  color: ShortText.nullable(),
  licensePlate: ShortText.nullable(),
  vehicleType: VehicleType.nullable(),
  fuelType: FuelType.nullable(),
});
export type RequestVehicle = z.infer<typeof RequestVehicle>;

export const ServiceRequested = z.object({
  type: z.literal("ServiceRequested"),
  data: z.object({
    requestId: Id,
    customerId: Id,
    serviceType: ServiceType,
    priority: Priority,
    paymentMethod: PaymentMethod,
    pickup: Place,
    destination: Place.nullable(),
    vehicle: RequestVehicle,
    description: LongText.nullable(),
    estimatedPrice: Aed,
    /** The provider the customer chose; null when dispatch picks (emergency). */
    providerId: Id.nullable(),
    towingEquipmentId: Id.nullable(),
    scheduledAt: IsoTime.nullable(),
    requestedAt: IsoTime,
  }),
});

/** Dispatch (or the customer's choice) offers the job to one provider; several offers may be open at once. */
export const JobOffered = z.object({
  type: z.literal("JobOffered"),
  data: z.object({ requestId: Id, providerId: Id, offeredAt: IsoTime, expiresAt: IsoTime }),
});

export const OfferWithdrawn = z.object({
  type: z.literal("OfferWithdrawn"),
  data: z.object({
    requestId: Id,
    providerId: Id,
    /**
     * on-another-job: the provider took another job meanwhile, so dispatch moved on without them.
     * suspended: an admin suspended the provider; dispatch offers the job to someone else.
     */
    reason: z.enum([
      "accepted-by-another",
      "expired",
      "cancelled",
      "unassigned",
      "on-another-job",
      "suspended",
    ]),
    withdrawnAt: IsoTime,
  }),
});

export const JobDeclined = z.object({
  type: z.literal("JobDeclined"),
  data: z.object({ requestId: Id, providerId: Id, reason: ShortText.nullable(), declinedAt: IsoTime }),
});

export const JobAccepted = z.object({
  type: z.literal("JobAccepted"),
  data: z.object({ requestId: Id, providerId: Id, acceptedAt: IsoTime }),
});

export const JobStarted = z.object({
  type: z.literal("JobStarted"),
  data: z.object({ requestId: Id, providerId: Id, startedAt: IsoTime }),
});

export const JobCompleted = z.object({
  type: z.literal("JobCompleted"),
  data: z.object({ requestId: Id, providerId: Id, finalPrice: Aed, completedAt: IsoTime }),
});

export const RequestCancelled = z.object({
  type: z.literal("RequestCancelled"),
  data: z.object({
    requestId: Id,
    cancelledBy: Id,
    byRole: z.enum(["customer", "provider", "admin", "system"]),
    reason: ShortText.nullable(),
    cancelledAt: IsoTime,
  }),
});

/** Nobody took the job within dispatch's limits: the customer is told to call support. */
export const RequestUnassigned = z.object({
  type: z.literal("RequestUnassigned"),
  data: z.object({ requestId: Id, unassignedAt: IsoTime }),
});

/**
 * Where the assigned provider was while the job was under way: positions sampled from their live
 * reports (not every ping), so an admin can replay the route and tracking can measure progress.
 */
export const RoutePointRecorded = z.object({
  type: z.literal("RoutePointRecorded"),
  data: z.object({
    requestId: Id,
    providerId: Id,
    latitude: Latitude,
    longitude: Longitude,
    /** When the device reported it (the server's receipt time). */
    recordedAt: IsoTime,
  }),
});

/**
 * An admin took an accepted job back from its captain (who abandoned it): the captain is released,
 * the request is pending again and dispatch offers it anew, never to that captain.
 */
export const JobReassigned = z.object({
  type: z.literal("JobReassigned"),
  data: z.object({
    requestId: Id,
    /** The captain released from the job. */
    providerId: Id,
    reason: z.string().trim().min(1).max(200),
    reassignedBy: Id,
    reassignedAt: IsoTime,
  }),
});

export const ReviewPosted = z.object({
  type: z.literal("ReviewPosted"),
  data: z.object({
    requestId: Id,
    reviewerId: Id,
    revieweeId: Id,
    /** Which side wrote it: a customer reviews the provider, a provider the customer. */
    reviewerRole: z.enum(["customer", "provider"]),
    rating: z.number().int().min(1).max(5),
    comment: z.string().max(500).nullable(),
    postedAt: IsoTime,
  }),
});

export const RequestEvent = z.discriminatedUnion("type", [
  ServiceRequested,
  JobOffered,
  OfferWithdrawn,
  JobDeclined,
  JobAccepted,
  JobStarted,
  JobCompleted,
  RequestCancelled,
  RequestUnassigned,
  RoutePointRecorded,
  ReviewPosted,
  JobReassigned,
  ...MoneyEvent,
]);
export type RequestEvent = z.infer<typeof RequestEvent>;
export type RequestEventType = RequestEvent["type"];
