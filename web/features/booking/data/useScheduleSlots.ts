import { useQuery } from "urql";
import type { ServiceType } from "../../../../domain/rules/serviceTypes";
import type { ResultOf } from "../../../shared/graphql";
import { ScheduleSlotsQuery } from "./bookingOperations";
import { serviceEnum } from "./serviceEnum";

export type ScheduleDay = ResultOf<typeof ScheduleSlotsQuery>["scheduleSlots"][number];
export type ScheduleSlot = ScheduleDay["slots"][number];

/** The days and hourly slots the server offers now, each priced with its surcharges. */
export function useScheduleSlots(service: ServiceType, pause: boolean) {
  const [result, reexecute] = useQuery({
    query: ScheduleSlotsQuery,
    variables: { serviceType: serviceEnum(service) },
    pause,
    requestPolicy: "network-only",
  });
  return {
    days: result.data?.scheduleSlots ?? null,
    error: result.error ? result.error.message : null,
    retry: () => reexecute({ requestPolicy: "network-only" }),
  };
}
