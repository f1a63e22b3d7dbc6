import { useMutation } from "urql";
import { readFragment, type VariablesOf } from "../../../shared/graphql";
import type { BookingDraft, DraftPlace } from "../bookingDraft";
import { HomeRequestFields, RequestServiceMutation } from "./bookingOperations";
import { serviceEnum } from "./serviceEnum";
import type { HomeRequest } from "./useHomeRequest";

type RequestServiceInput = VariablesOf<typeof RequestServiceMutation>["input"];
export type PaymentMethod = NonNullable<RequestServiceInput["paymentMethod"]>;

export interface BookingOrder {
  readonly draft: BookingDraft & { readonly pickup: DraftPlace };
  /** The captain picked from the comparison list; null lets dispatch offer it to the nearest. */
  readonly providerId: string | null;
  readonly scheduledAt?: string | null;
  readonly priority?: RequestServiceInput["priority"];
  readonly paymentMethod?: PaymentMethod;
}

/** The requestService input for an order (spec §3 booking payload, in GraphQL's shape). */
export function requestServiceInput(order: BookingOrder): RequestServiceInput {
  const { draft } = order;
  return {
    serviceType: serviceEnum(draft.service),
    providerId: order.providerId,
    pickup: draft.pickup,
    destination: draft.service === "towing" ? (draft.destination ?? null) : null,
    description: draft.description?.trim() || null,
    scheduledAt: order.scheduledAt ?? null,
    priority: order.priority ?? null,
    paymentMethod: order.paymentMethod ?? "CARD",
    towingEquipmentId: draft.towingEquipmentId ?? null,
    vehicle: {
      make: draft.vehicle.make,
      model: draft.vehicle.model,
      year: draft.vehicle.year ?? null,
      color: draft.vehicle.color ?? null,
      licensePlate: draft.vehicle.licensePlate ?? null,
      vehicleType: (draft.vehicle.vehicleType ?? null) as RequestServiceInput["vehicle"]["vehicleType"],
      vehicleId: draft.vehicle.vehicleId ?? null,
    },
  };
}

/** Books through requestService; resolves with the new request or throws the server's message. */
export function useBookService() {
  const [state, run] = useMutation(RequestServiceMutation);
  return {
    pending: state.fetching,
    async book(order: BookingOrder): Promise<HomeRequest> {
      const outcome = await run({ input: requestServiceInput(order) });
      if (!outcome.data) {
        throw new Error(outcome.error?.graphQLErrors[0]?.message ?? outcome.error?.message ?? "Booking failed");
      }
      return readFragment(HomeRequestFields, outcome.data.requestService);
    },
  };
}
