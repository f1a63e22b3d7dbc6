import { Arg, Ctx, Extensions, Query, Resolver } from "type-graphql";
import { SCHEDULE_DAYS_AHEAD, scheduleOptions } from "../../../domain/rules/scheduleSlots";
import { HOME_BUTTON_ETA_MIN, jobDurationMin, startingPriceAed } from "../../../domain/rules/serviceTypes";
import type { GraphqlContext } from "../../context/graphqlContext";
import { LIST_SIZE_EXTENSION } from "../../limits/costLimit";
import { ServiceTypeValue } from "../../schema/enums";
import { Pricing, ScheduleDay } from "./pricingTypes";

/** Prices and the schedule, computed by the domain's rules so every client quotes the same (public, like REST's). */
@Resolver()
export class PricingResolver {
  @Query(() => Pricing, {
    description: "Starting price and time estimates of one service; needs no sign-in.",
  })
  pricing(
    @Arg("serviceType", () => ServiceTypeValue, { description: "The service to price." })
    serviceType: ServiceTypeValue,
  ): Pricing {
    return {
      serviceType,
      base: startingPriceAed(serviceType),
      currency: "AED",
      eta: HOME_BUTTON_ETA_MIN[serviceType],
      duration: jobDurationMin(serviceType),
    };
  }

  @Query(() => [ScheduleDay], {
    description: "Every day and slot the schedule modal offers now, each with its price.",
  })
  @Extensions({ [LIST_SIZE_EXTENSION]: SCHEDULE_DAYS_AHEAD })
  scheduleSlots(
    @Arg("serviceType", () => ServiceTypeValue, { description: "The service to schedule." })
    serviceType: ServiceTypeValue,
    @Ctx() ctx: GraphqlContext,
  ): ScheduleDay[] {
    return scheduleOptions({
      now: ctx.services.commands.clock.now(),
      serviceType,
      baseAed: startingPriceAed(serviceType, "schedule"),
    }).map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({
        time: slot.time,
        startsAt: slot.startsAt,
        isPopular: slot.isPopular,
        price: {
          baseAed: slot.price.baseAed,
          surcharges: [...slot.price.surcharges],
          totalAed: slot.price.totalAed,
        },
      })),
    }));
  }
}
