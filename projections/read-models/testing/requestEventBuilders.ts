import type { DataOf, ReadModelEvent } from "../shared/domainEvent";

/** Request events with plausible defaults (a Dubai Marina tow); tests override what they assert on. */

type Built<T extends ReadModelEvent["type"]> = Extract<ReadModelEvent, { type: T }>;

export const AT = "2025-03-10T08:00:00.000Z";

export function serviceRequested(
  data: Partial<DataOf<"ServiceRequested">> & Pick<DataOf<"ServiceRequested">, "requestId" | "customerId">,
): Built<"ServiceRequested"> {
  return {
    type: "ServiceRequested",
    data: {
      serviceType: "towing",
      priority: "high",
      paymentMethod: "card",
      pickup: { location: "Dubai Marina Walk", latitude: 25.0805, longitude: 55.1403 },
      destination: { location: "Al Quoz Industrial 3", latitude: 25.1372, longitude: 55.2256 },
      vehicle: {
        vehicleId: null,
        make: "Toyota",
        model: "Camry",
        year: 2021,
        color: "White",
        licensePlate: "D 12345",
        vehicleType: "sedan",
        fuelType: "petrol",
      },
      description: "Engine will not start",
      estimatedPrice: 275,
      providerId: null,
      towingEquipmentId: null,
      scheduledAt: null,
      requestedAt: AT,
      ...data,
    },
  };
}

export const jobOffered = (
  requestId: string,
  providerId: string,
  offeredAt = AT,
  expiresAt = new Date(Date.parse(offeredAt) + 120_000).toISOString(),
): Built<"JobOffered"> => ({ type: "JobOffered", data: { requestId, providerId, offeredAt, expiresAt } });

export const offerWithdrawn = (
  requestId: string,
  providerId: string,
  reason: DataOf<"OfferWithdrawn">["reason"],
  withdrawnAt = AT,
): Built<"OfferWithdrawn"> => ({
  type: "OfferWithdrawn",
  data: { requestId, providerId, reason, withdrawnAt },
});

export const jobDeclined = (
  requestId: string,
  providerId: string,
  declinedAt = AT,
): Built<"JobDeclined"> => ({
  type: "JobDeclined",
  data: { requestId, providerId, reason: null, declinedAt },
});

export const jobAccepted = (
  requestId: string,
  providerId: string,
  acceptedAt = AT,
): Built<"JobAccepted"> => ({
  type: "JobAccepted",
  data: { requestId, providerId, acceptedAt },
});

export const jobStarted = (requestId: string, providerId: string, startedAt = AT): Built<"JobStarted"> => ({
  type: "JobStarted",
  data: { requestId, providerId, startedAt },
});

export const jobCompleted = (
  requestId: string,
  providerId: string,
  finalPrice: number,
  completedAt = AT,
): Built<"JobCompleted"> => ({
  type: "JobCompleted",
  data: { requestId, providerId, finalPrice, completedAt },
});

export const requestCancelled = (
  requestId: string,
  cancelledBy: string,
  cancelledAt = AT,
  byRole: DataOf<"RequestCancelled">["byRole"] = "customer",
): Built<"RequestCancelled"> => ({
  type: "RequestCancelled",
  data: { requestId, cancelledBy, byRole, reason: null, cancelledAt },
});

export const requestUnassigned = (requestId: string, unassignedAt = AT): Built<"RequestUnassigned"> => ({
  type: "RequestUnassigned",
  data: { requestId, unassignedAt },
});

export const routePointRecorded = (
  requestId: string,
  providerId: string,
  latitude: number,
  longitude: number,
  recordedAt = AT,
): Built<"RoutePointRecorded"> => ({
  type: "RoutePointRecorded",
  data: { requestId, providerId, latitude, longitude, recordedAt },
});

export function reviewPosted(
  data: Partial<DataOf<"ReviewPosted">> &
    Pick<DataOf<"ReviewPosted">, "requestId" | "reviewerId" | "revieweeId" | "reviewerRole" | "rating">,
): Built<"ReviewPosted"> {
  return { type: "ReviewPosted", data: { comment: null, postedAt: AT, ...data } };
}

/** Minutes after AT, as ISO: keeps timelines in tests readable. */
export const atMinute = (minutes: number, from = AT): string =>
  new Date(Date.parse(from) + minutes * 60_000).toISOString();

export const jobReassigned = (
  requestId: string,
  providerId: string,
  reassignedAt = AT,
  reason = "captain stopped answering",
): Built<"JobReassigned"> => ({
  type: "JobReassigned",
  data: { requestId, providerId, reason, reassignedBy: "admin-1", reassignedAt },
});
