import type { RequestEvent } from "../request/events";
import { evolve } from "../request/evolve";
import { initialState, type RequestState } from "../request/state";
import type { Priority, ServiceType, VehicleType } from "../shared/values";

/** What dispatch reads of a request: the booking's facts plus the request decider's own state (offers, status). */
export interface DispatchRequest {
  requestId: string;
  serviceType: ServiceType;
  priority: Priority;
  pickup: { latitude: number; longitude: number };
  vehicleType: VehicleType | null;
  chosenProviderId: string | null;
  scheduledAt: string | null;
  requestedAt: string;
  state: RequestState;
}

/**
 * Folds a request's stream into what dispatch decides on, or null before the request exists. The
 * request decider's `evolve` keeps the offers, so dispatch and the decider can never disagree on them.
 */
export function dispatchRequestOf(events: readonly RequestEvent[]): DispatchRequest | null {
  let request: DispatchRequest | null = null;
  let state = initialState();
  for (const event of events) {
    state = evolve(state, event);
    if (event.type === "ServiceRequested") {
      const d = event.data;
      request = {
        requestId: d.requestId,
        serviceType: d.serviceType,
        priority: d.priority,
        pickup: { latitude: d.pickup.latitude, longitude: d.pickup.longitude },
        vehicleType: d.vehicle.vehicleType,
        chosenProviderId: d.providerId,
        scheduledAt: d.scheduledAt,
        requestedAt: d.requestedAt,
        state,
      };
    }
  }
  return request ? { ...request, state } : null;
}
