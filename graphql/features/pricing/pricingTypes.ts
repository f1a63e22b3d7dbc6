import { Field, Float, Int, ObjectType } from "type-graphql";
import { ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "An inclusive range of minutes, e.g. 15-30." })
export class MinuteRange {
  @Field(() => Int) min!: number;
  @Field(() => Int) max!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §9 prices: the starting price in AED and how long help takes.",
})
export class Pricing {
  @Field(() => ServiceTypeValue) serviceType!: string;
  @Field(() => Float, { description: "Starting price in AED (the spec's `base`)." }) base!: number;
  @Field(() => String) currency!: string;
  @Field(() => MinuteRange, { description: "Arrival estimate printed on the home buttons." })
  eta!: MinuteRange;
  @Field(() => MinuteRange, { description: "How long the job itself takes on site." }) duration!: MinuteRange;
}

@ObjectType({
  simpleResolvers: true,
  description: "A schedule surcharge: +25 on weekends, +15 before 09:00 or after 17:00.",
})
export class Surcharge {
  @Field(() => String) kind!: string;
  @Field(() => String) label!: string;
  @Field(() => Float) amountAed!: number;
}

@ObjectType({ simpleResolvers: true })
export class SlotPrice {
  @Field(() => Float) baseAed!: number;
  @Field(() => [Surcharge]) surcharges!: Surcharge[];
  @Field(() => Float) totalAed!: number;
}

@ObjectType({ simpleResolvers: true, description: "One hourly slot, 08:00 to 18:00 UAE time." })
export class ScheduleSlot {
  @Field(() => String, { description: "HH:MM, UAE time." }) time!: string;
  @Field(() => DateTimeScalar) startsAt!: Date;
  @Field(() => Boolean, { description: "One of the service's popular slots (spec §9)." }) isPopular!: boolean;
  @Field(() => SlotPrice) price!: SlotPrice;
}

@ObjectType({
  simpleResolvers: true,
  description: "A day the schedule offers: tomorrow through 7 days ahead.",
})
export class ScheduleDay {
  @Field(() => String, { description: "YYYY-MM-DD, UAE calendar." }) date!: string;
  @Field(() => [ScheduleSlot]) slots!: ScheduleSlot[];
}
