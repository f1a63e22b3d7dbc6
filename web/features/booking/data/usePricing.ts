import { useQuery } from "urql";
import type { ServiceType } from "../../../../domain/rules/serviceTypes";
import type { ResultOf } from "../../../shared/graphql";
import { PricingQuery } from "./bookingOperations";

export interface ServicePrice {
  readonly base: number;
  readonly currency: string;
  readonly eta: { readonly min: number; readonly max: number };
  readonly duration: { readonly min: number; readonly max: number };
}

type PricingResult = ResultOf<typeof PricingQuery>;

/** The server's starting prices and arrival ranges, per service; null while loading or failed. */
export function usePricing() {
  const [result, reexecute] = useQuery({ query: PricingQuery });
  const data: PricingResult | undefined = result.data;
  const prices: Readonly<Record<ServiceType, ServicePrice>> | null = data
    ? {
        towing: data.towing,
        "jump-start": data.jumpStart,
        "tire-change": data.tireChange,
        "fuel-delivery": data.fuelDelivery,
      }
    : null;
  return {
    prices,
    error: result.error ? result.error.message : null,
    retry: () => reexecute({ requestPolicy: "network-only" }),
  };
}
