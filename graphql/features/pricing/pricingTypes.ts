import { Extensions, Field, Float, Int, ObjectType } from "type-graphql";
import { SCHEDULE_SLOT_TIMES } from "../../../domain/rules/scheduleSlots";
import { SURCHARGE_KINDS } from "../../../domain/rules/scheduleSurcharge";
import { LIST_SIZE_EXTENSION } from "../../limits/costLimit";
import { ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "An inclusive range of minutes, e.g. 15-30." })
export class MinuteRange {
  @Field(() => Int, { description: "Fewest minutes." }) min!: number;
  @Field(() => Int, { description: "Most minutes." }) max!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §9 prices: the starting price in AED and how long help takes.",
})
export class Pricing {
  @Field(() => ServiceTypeValue, { description: "The service priced." }) serviceType!: string;
  @Field(() => Float, { description: "Starting price in AED with the 5% VAT included (the spec's `base`)." })
  base!: number;
  @Field(() => String, { description: 'Always "AED" (UAE dirham).' }) currency!: string;
  @Field(() => MinuteRange, { description: "Arrival estimate printed on the home buttons." })
  eta!: MinuteRange;
  @Field(() => MinuteRange, { description: "How long the job itself takes on site." }) duration!: MinuteRange;
}

@ObjectType({
  simpleResolvers: true,
  description: "A schedule surcharge: +25 on weekends, +15 before 09:00 or after 17:00.",
})
export class Surcharge {
  @Field(() => String, { description: "Machine value: weekend (Saturday or Sunday) or off-hours." })
  kind!: string;
  @Field(() => String, { description: 'The surcharge\'s name as shown, e.g. "Weekend".' }) label!: string;
  @Field(() => Float, { description: "Added to the price, in AED with VAT included." }) amountAed!: number;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "What a scheduled slot costs, in AED with the 5% VAT included: the starting price plus surcharges.",
})
export class SlotPrice {
  @Field(() => Float, { description: "The service's starting price, AED." }) baseAed!: number;
  @Field(() => [Surcharge], { description: "Surcharges that apply to this slot; empty when none." })
  @Extensions({ [LIST_SIZE_EXTENSION]: SURCHARGE_KINDS.length })
  surcharges!: Surcharge[];
  @Field(() => Float, {
    description: "What the customer pays for this slot: base plus surcharges, AED with VAT included.",
  })
  totalAed!: number;
}

@ObjectType({ simpleResolvers: true, description: "One hourly slot, 08:00 to 18:00 UAE time." })
export class ScheduleSlot {
  @Field(() => String, { description: "HH:MM, UAE time." }) time!: string;
  @Field(() => DateTimeScalar, { description: "The slot's start as an instant." }) startsAt!: Date;
  @Field(() => Boolean, { description: "One of the service's popular slots (spec §9)." }) isPopular!: boolean;
  @Field(() => SlotPrice, { description: "What booking this slot costs." }) price!: SlotPrice;
}

@ObjectType({
  simpleResolvers: true,
  description: "A day the schedule offers: tomorrow through 7 days ahead.",
})
export class ScheduleDay {
  @Field(() => String, { description: "YYYY-MM-DD, UAE calendar." }) date!: string;
  @Field(() => [ScheduleSlot], { description: "The day's bookable hourly slots, earliest first." })
  @Extensions({ [LIST_SIZE_EXTENSION]: SCHEDULE_SLOT_TIMES.length })
  slots!: ScheduleSlot[];
}
