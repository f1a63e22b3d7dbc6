import type { ServiceType } from "../../../domain/rules/serviceTypes";
import type { BookingDraft } from "./bookingDraft";
import type { BookingMode, RankedProvider } from "./data/useProviders";
import type { TowingTruck } from "./data/useTrucks";

/** The comparison list: a vehicle is known, the customer picks a captain. */
export interface Comparing {
  readonly kind: "compare";
  readonly mode: BookingMode;
  readonly draft: BookingDraft;
}

/**
 * Where the customer is in the booking flow of spec §4: service → vehicle (or a form) → comparison
 * → quick booking ("now") or the schedule steps. Each dialog step remembers the comparison it
 * came from, so closing it returns to the list.
 */
export type BookingFlow =
  | { readonly kind: "idle" }
  | { readonly kind: "vehicle"; readonly service: ServiceType; readonly provider: RankedProvider | null }
  | { readonly kind: "details"; readonly service: ServiceType }
  | { readonly kind: "towing"; readonly truck: TowingTruck | null }
  | Comparing
  | { readonly kind: "quick"; readonly from: Comparing; readonly provider: RankedProvider }
  | { readonly kind: "schedule"; readonly from: Comparing; readonly provider: RankedProvider };

export const IDLE: BookingFlow = { kind: "idle" };

/** The service being booked, if any. */
export function flowService(flow: BookingFlow): ServiceType | null {
  switch (flow.kind) {
    case "idle":
      return null;
    case "vehicle":
    case "details":
      return flow.service;
    case "towing":
      return "towing";
    case "compare":
      return flow.draft.service;
    default:
      return flow.from.draft.service;
  }
}

/** The comparison list shows while comparing and behind its booking dialogs. */
export function comparisonOf(flow: BookingFlow): Comparing | null {
  if (flow.kind === "compare") return flow;
  if (flow.kind === "quick" || flow.kind === "schedule") return flow.from;
  return null;
}

/** After picking a captain: quick booking for now, the schedule steps for later. */
export function pickProvider(from: Comparing, provider: RankedProvider): BookingFlow {
  return from.mode === "now" ? { kind: "quick", from, provider } : { kind: "schedule", from, provider };
}
