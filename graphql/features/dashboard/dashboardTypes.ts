import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DashboardRowStatusValue, PeriodValue, PriorityValue, ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "A point in decimal degrees (WGS 84)." })
export class Coordinates {
  @Field(() => Float, { description: "Decimal degrees of latitude." }) latitude!: number;
  @Field(() => Float, { description: "Decimal degrees of longitude." }) longitude!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Spec §3 "Provider request row".' })
export class ProviderRequestRow {
  @Field(() => ID, { description: "The request's id (the same as requestId)." }) id!: string;
  @Field(() => ID, { description: "The request's id." }) requestId!: string;
  @Field(() => ServiceTypeValue, { description: "The service asked for." }) type!: string;
  @Field(() => String, { description: "The pickup, as the customer named it." }) location!: string;
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
  @Field(() => Float, {
    description: "In AED with the 5% VAT included: the final price once completed, the estimate before.",
  })
  amount!: number;
  @Field(() => DashboardRowStatusValue, {
    description: "The row from this captain's side: their offer's outcome or the job's status.",
  })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Why an offer was withdrawn: expired, accepted-by-another, cancelled, unassigned, on-another-job or suspended; null otherwise.",
  })
  withdrawReason!: string | null;
  @Field(() => PriorityValue, { description: "How pressing the request is." }) priority!: string;
  @Field(() => DateTimeScalar, { description: "When the job reached this provider." }) timestamp!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "Km from where the captain was when offered to the pickup; null when their position was unknown.",
  })
  distance!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Minutes from start to completion; null until completed.",
  })
  duration!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "The customer's rating of this job, 1 to 5; null until rated.",
  })
  rating!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The vehicle's body type as its read-model value (e.g. suv); null when not given.",
  })
  vehicleType!: string | null;
  @Field(() => Int, { description: "Minutes promised from acceptance to arrival." })
  estimatedArrivalMinutes!: number;
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "Acceptance plus the estimated minutes; null before acceptance.",
  })
  estimatedArrival!: string | null;
  @Field(() => DateTimeScalar, { nullable: true, description: "When the job started on site; null before." })
  actualArrival!: string | null;
  @Field(() => Boolean, {
    description: "Arrival (or now, while still on the way) is beyond the estimate plus a 5-minute tolerance.",
  })
  isDelayed!: boolean;
  @Field(() => DateTimeScalar, { description: "When the row last changed." }) lastUpdate!: string;
  @Field(() => Coordinates, { description: "The pickup's position." }) coordinates!: Coordinates;
}

@ObjectType({
  simpleResolvers: true,
  description: "One page of the requests table, with the total for the pager.",
})
export class ProviderRequestsPage {
  @Field(() => [ProviderRequestRow], { description: "The rows of this page." })
  requests!: ProviderRequestRow[];
  @Field(() => Int, { description: "Rows matching the search and filter, in all pages." }) total!: number;
  @Field(() => Int, { description: "This page's number, from 1." }) page!: number;
  @Field(() => Int, { description: "Rows per page." }) limit!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "The dashboard's stat cards for a period, from real data.",
})
export class ProviderStats {
  @Field(() => PeriodValue, { description: "The period asked for." }) period!: string;
  @Field(() => String, { description: "First UAE day of the period." }) from!: string;
  @Field(() => String, { description: "Today (UAE)." }) to!: string;
  @Field(() => Int, {
    description: "Jobs that reached the captain in the period (offers and direct assignments).",
  })
  jobs!: number;
  @Field(() => Int, { description: "Jobs completed in the period." }) completedJobs!: number;
  @Field(() => Float, {
    description: "Final prices of the jobs completed in the period, in AED with the 5% VAT included.",
  })
  earningsAed!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      "Accepted ÷ (accepted + declined + expired) offers, 0 to 1; null without any answered offer.",
  })
  acceptanceRate!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Mean minutes from an offer reaching the captain to their accepting it; null without acceptances.",
  })
  meanResponseMinutes!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Mean of the customers' ratings given in the period, 1 to 5; null without ratings.",
  })
  rating!: number | null;
  @Field(() => Int, { description: "How many ratings the mean is over." }) ratingCount!: number;
  @Field(() => Int, { description: "Accepted or in progress right now." }) activeJobs!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Completed ÷ (completed + cancelled after acceptance), 0 to 1; null when no held job ended.",
  })
  completionRate!: number | null;
  @Field(() => Int, { description: "Accepted jobs cancelled in the period." }) cancellations!: number;
}
