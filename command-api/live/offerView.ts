import type { ServiceRequestView } from "../../projections/read-models/request-history/queries";

/**
 * What a captain who is only offered a job learns of it over `/ws` (issue 18, finding 2): the service,
 * the area, the pickup (to judge the distance) and the price — not who booked it, their car's plate or
 * their note. The full request reaches the captain who accepts it, with the request_update frames.
 */
export interface OfferView {
  id: string;
  serviceType: string;
  status: string;
  priority: string;
  pickupLocation: string;
  pickupEmirate: string;
  pickupLatitude: number;
  pickupLongitude: number;
  destination: string | null;
  vehicleType: string | null;
  estimatedPrice: number;
  scheduledAt: string | null;
  createdAt: string;
}

export function offerView(request: ServiceRequestView): OfferView {
  return {
    id: request.id,
    serviceType: request.serviceType,
    status: request.status,
    priority: request.priority,
    pickupLocation: request.pickupLocation,
    pickupEmirate: request.pickupEmirate,
    pickupLatitude: request.pickupLatitude,
    pickupLongitude: request.pickupLongitude,
    destination: request.destination,
    vehicleType: request.vehicleType,
    estimatedPrice: request.estimatedPrice,
    scheduledAt: request.scheduledAt,
    createdAt: request.createdAt,
  };
}
