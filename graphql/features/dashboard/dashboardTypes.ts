import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DashboardRowStatusValue, PeriodValue, PriorityValue, ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true })
export class Coordinates {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Spec §3 "Provider request row".' })
export class ProviderRequestRow {
  @Field(() => ID) id!: string;
  @Field(() => ID) requestId!: string;
  @Field(() => ServiceTypeValue) type!: string;
  @Field(() => String) location!: string;
  @Field(() => String, {
    nullable: true,
    description: "Only while you hold the job and for 2 hours after it ended; null on offers.",
  })
  customer!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Only while you hold the job and for 2 hours after it ended; null on offers.",
  })
  customerPhone!: string | null;
  @Field(() => Float, { description: "AED: the final price once completed, the estimate before." })
  amount!: number;
  @Field(() => DashboardRowStatusValue) status!: string;
  @Field(() => String, { nullable: true }) withdrawReason!: string | null;
  @Field(() => PriorityValue) priority!: string;
  @Field(() => DateTimeScalar, { description: "When the job reached this provider." }) timestamp!: string;
  @Field(() => Float, { nullable: true, description: "km from the provider to the pickup when offered." })
  distance!: number | null;
  @Field(() => Float, { nullable: true, description: "Minutes from start to completion." }) duration!:
    | number
    | null;
  @Field(() => Int, { nullable: true }) rating!: number | null;
  @Field(() => String, { nullable: true }) vehicleType!: string | null;
  @Field(() => Int) estimatedArrivalMinutes!: number;
  @Field(() => DateTimeScalar, { nullable: true }) estimatedArrival!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) actualArrival!: string | null;
  @Field(() => Boolean) isDelayed!: boolean;
  @Field(() => DateTimeScalar) lastUpdate!: string;
  @Field(() => Coordinates) coordinates!: Coordinates;
}

@ObjectType({
  simpleResolvers: true,
  description: "One page of the requests table, with the total for the pager.",
})
export class ProviderRequestsPage {
  @Field(() => [ProviderRequestRow]) requests!: ProviderRequestRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) limit!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "The dashboard's stat cards for a period, from real data.",
})
export class ProviderStats {
  @Field(() => PeriodValue) period!: string;
  @Field(() => String, { description: "First UAE day of the period." }) from!: string;
  @Field(() => String, { description: "Today (UAE)." }) to!: string;
  @Field(() => Int) jobs!: number;
  @Field(() => Int) completedJobs!: number;
  @Field(() => Float) earningsAed!: number;
  @Field(() => Float, { nullable: true, description: "0..1" }) acceptanceRate!: number | null;
  @Field(() => Float, { nullable: true }) meanResponseMinutes!: number | null;
  @Field(() => Float, { nullable: true }) rating!: number | null;
  @Field(() => Int) ratingCount!: number;
  @Field(() => Int, { description: "Accepted or in progress right now." }) activeJobs!: number;
  @Field(() => Float, { nullable: true, description: "0..1" }) completionRate!: number | null;
  @Field(() => Int) cancellations!: number;
}
