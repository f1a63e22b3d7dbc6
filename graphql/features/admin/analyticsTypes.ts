import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DurationStats } from "./adminTypes";

@ObjectType({ simpleResolvers: true, description: "One UAE day × emirate × service of the analytics range." })
export class AnalyticsRow {
  @Field(() => String, { description: "The UAE calendar day, YYYY-MM-DD." }) day!: string;
  @Field(() => String, { description: "The pickup's emirate, full name (e.g. Abu Dhabi)." }) emirate!: string;
  @Field(() => String, { description: "The admin panel's name for the emirate (RAK, UQ)." }) region!: string;
  @Field(() => String, {
    description: "The service as its read-model value: towing, jump-start, tire-change or fuel-delivery.",
  })
  serviceType!: string;
  @Field(() => Int, { description: "Requests made." }) requests!: number;
  @Field(() => Int, { description: "Requests completed." }) completed!: number;
  @Field(() => Int, { description: "Requests cancelled." }) cancelled!: number;
  @Field(() => Int, { description: "Requests that found no captain." }) unassigned!: number;
  @Field(() => Float, {
    description:
      "Billed (tax invoices less credit notes, by day of supply), in AED with the 5% VAT included.",
  })
  revenueAed!: number;
  @Field(() => Float, { description: "The same, net of VAT, in AED." })
  revenueNetAed!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Mean minutes request → accept for that day's acceptances.",
  })
  meanResponseMinutes!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "Requests whose request → accept time fell in [min, max) minutes.",
})
export class ResponseTimeBucket {
  @Field(() => String, { description: 'The bucket as shown, e.g. "0–1 min" or "30+ min".' }) label!: string;
  @Field(() => Float, { description: "Lower edge in minutes (inclusive)." }) minMinutes!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Upper edge in minutes (exclusive); null for the open last bucket.",
  })
  maxMinutes!: number | null;
  @Field(() => Int, { description: "Requests in the bucket." }) count!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "How often one reason was given for cancelling, by one kind of party, over the range.",
})
export class CancellationReasonCount {
  @Field(() => String, {
    description: "The reason as given; a fixed text stands for cancellations without one.",
  })
  reason!: string;
  @Field(() => String, { description: "Who cancelled: customer, provider, admin or system." })
  byRole!: string;
  @Field(() => Int, { description: "Cancellations with that reason and role." }) count!: number;
}

@ObjectType({ simpleResolvers: true, description: "A provider's jobs completed in the range." })
export class LeaderboardEntry {
  @Field(() => ID, { description: "The captain." }) providerId!: string;
  @Field(() => String, {
    nullable: true,
    description: "The captain's name; null while the directory has not seen their profile.",
  })
  name!: string | null;
  @Field(() => Int, { description: "Jobs completed in the range." }) jobs!: number;
  @Field(() => Float, {
    description: "Billed for those jobs (tax invoices less credit notes), in AED with the 5% VAT included.",
  })
  revenueAed!: number;
  @Field(() => Float, { description: "The same, net of VAT, in AED." })
  revenueNetAed!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Mean of the ratings customers gave for these jobs, 1 to 5; null without any.",
  })
  rating!: number | null;
  @Field(() => Int, { description: "How many ratings the mean is over." }) ratings!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Mean minutes from request to this captain's acceptance, for these jobs; null without any.",
  })
  meanResponseMinutes!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "Operations analytics for a range of UAE days, from the read models.",
})
export class Analytics {
  @Field(() => String, { description: "First UAE day of the range, YYYY-MM-DD." }) from!: string;
  @Field(() => String, { description: "Last UAE day of the range, YYYY-MM-DD, inclusive." }) to!: string;
  @Field(() => [AnalyticsRow], { description: "Only days × emirates × services with activity, by day." })
  rows!: AnalyticsRow[];
  @Field(() => DurationStats, { description: "Minutes from request to acceptance over the whole range." })
  requestToAccept!: DurationStats;
  @Field(() => [ResponseTimeBucket], {
    description: "Request → accept times as a histogram, shortest bucket first.",
  })
  responseTimes!: ResponseTimeBucket[];
  @Field(() => [CancellationReasonCount], {
    description: "Why requests were cancelled, most common first (at most 20 lines).",
  })
  cancellationReasons!: CancellationReasonCount[];
  @Field(() => [LeaderboardEntry], {
    description: "Captains by jobs completed in the range (then revenue), best first.",
  })
  leaderboard!: LeaderboardEntry[];
}
