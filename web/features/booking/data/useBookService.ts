import { useMutation } from "urql";
import { readFragment, type VariablesOf } from "../../../shared/graphql";
import { bookingError, type QuoteInput } from "../../payments";
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
  /** The accepted quote (the payment step's); without one the server prices the booking itself. */
  readonly quoteId?: string | null;
  /** The card's token from the payment form, for CARD and APPLE_PAY. */
  readonly paymentToken?: string | null;
}

/** What the payment step asks the server to quote for this order. */
export function quoteInputOf(order: Omit<BookingOrder, "paymentMethod" | "quoteId" | "paymentToken">): QuoteInput {
  return {
    serviceType: serviceEnum(order.draft.service),
    providerId: order.providerId,
    pickup: order.draft.pickup,
    scheduledAt: order.scheduledAt ?? null,
  };
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
    // Without a payment step there is no card token: such bookings are cash (emergency, send to nearest).
    paymentMethod: order.paymentMethod ?? "CASH",
    quoteId: order.quoteId ?? null,
    paymentToken: order.paymentToken ?? null,
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

/**
 * Books through requestService; resolves with the new request or throws: PaymentDeclinedError,
 * PaymentRequiresActionError, or an Error with the server's message.
 */
export function useBookService() {
  const [state, run] = useMutation(RequestServiceMutation);
  return {
    pending: state.fetching,
    async book(order: BookingOrder): Promise<HomeRequest> {
      const outcome = await run({ input: requestServiceInput(order) });
      if (!outcome.data) {
        throw bookingError(outcome.error);
      }
      return readFragment(HomeRequestFields, outcome.data.requestService);
    },
  };
}
