import type { HistoryRequest } from "./historyQueries";

/** A request as the history cards read it (spec §3 Service request), in the spec's spelling of values. */
export interface ServiceRequest {
  readonly id: string;
  readonly customerId: string;
  readonly providerId: string | null;
  readonly providerName: string | null;
  /** towing, jump-start, tire-change, fuel-delivery */
  readonly serviceType: string;
  /** pending, accepted, in-progress, completed, cancelled, unassigned */
  readonly status: string;
  readonly priority: string;
  readonly pickupLocation: string;
  readonly destination: string | null;
  readonly vehicleMake: string | null;
  readonly vehicleModel: string | null;
  readonly vehicleYear: number | null;
  readonly vehicleColor: string | null;
  readonly licensePlate: string | null;
  readonly description: string | null;
  readonly estimatedPrice: number | null;
  readonly finalPrice: number | null;
  readonly createdAt: string;
  readonly providerRating: number | null;
  readonly customerRating: number | null;
  readonly providerReview: string | null;
  readonly customerReview: string | null;
}

/** "IN_PROGRESS" → "in-progress": the API's enum names back to the spec's values. */
export const specValue = (value: string) => value.toLowerCase().replace(/_/g, "-");

export function toServiceRequest(request: HistoryRequest): ServiceRequest {
  return {
    id: request.id,
    customerId: request.customerId,
    providerId: request.providerId,
    providerName: request.provider?.name ?? null,
    serviceType: specValue(request.serviceType),
    status: specValue(request.status),
    priority: specValue(request.priority),
    pickupLocation: request.pickupLocation,
    destination: request.destination,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    vehicleYear: request.vehicleYear,
    vehicleColor: request.vehicleColor,
    licensePlate: request.licensePlate,
    description: request.description,
    estimatedPrice: request.estimatedPrice,
    finalPrice: request.finalPrice,
    createdAt: request.createdAt,
    providerRating: request.providerRating,
    customerRating: request.customerRating,
    providerReview: request.providerReview,
    customerReview: request.customerReview,
  };
}
