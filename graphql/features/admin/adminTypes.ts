import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { PeriodValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";
import { EventActor } from "../audit/auditTypes";

@ObjectType({
  simpleResolvers: true,
  description: "Mean and exact 90th percentile of a duration, in minutes.",
})
export class DurationStats {
  @Field(() => Int, { description: "How many durations were measured." }) count!: number;
  @Field(() => Float, { nullable: true, description: "Mean in minutes; null when count is 0." }) meanMinutes!:
    | number
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "Exact 90th percentile in minutes (9 in 10 were at most this); null when count is 0.",
  })
  p90Minutes!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "One UAE day's totals across emirates and services, for the charts.",
})
export class DailyTotals {
  @Field(() => String, { description: "The UAE calendar day, YYYY-MM-DD." }) day!: string;
  @Field(() => Int, { description: "Requests made that day." }) requests!: number;
  @Field(() => Int, { description: "Requests completed that day." }) completed!: number;
  @Field(() => Int, { description: "Requests cancelled that day." }) cancelled!: number;
  @Field(() => Int, { description: "Requests that found no captain that day." }) unassigned!: number;
  @Field(() => Float, {
    description:
      "Billed that day from the ledger (tax invoices less credit notes), in AED with the 5% VAT included.",
  })
  revenueAed!: number;
  @Field(() => Float, { description: "The same, net of VAT, in AED." })
  revenueNetAed!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "The admin panel's metric cards for a period, from the read models (not sample data).",
})
export class AdminMetrics {
  @Field(() => PeriodValue, { description: "The period asked for." }) period!: string;
  @Field(() => String, { description: "First UAE day of the period, YYYY-MM-DD." }) from!: string;
  @Field(() => String, { description: "Last UAE day of the period (today), YYYY-MM-DD, inclusive." })
  to!: string;
  @Field(() => Int, { description: "Requests made in the period." }) totalRequests!: number;
  @Field(() => Int, { description: "Requests completed in the period." }) completed!: number;
  @Field(() => Int, { description: "Requests cancelled in the period." }) cancelled!: number;
  @Field(() => Int, { description: "Requests in the period that found no captain." }) unassigned!: number;
  @Field(() => Float, {
    description:
      "Billed in the period from the ledger (tax invoices less credit notes), in AED with the 5% VAT included.",
  })
  totalRevenue!: number;
  @Field(() => Float, { description: "The same, net of VAT, in AED." })
  totalRevenueNet!: number;
  @Field(() => Float, { description: "The panel's revenue target in AED (spec §2.11: AED 1M)." })
  revenueTarget!: number;
  @Field(() => Int, { description: "Accounts that issued any command today (UAE day), whatever the period." })
  activeUsers!: number;
  @Field(() => DurationStats, {
    description: "Minutes from request to acceptance, for acceptances in the period.",
  })
  requestToAccept!: DurationStats;
  @Field(() => DurationStats, {
    description: "Minutes from acceptance to start (the captain's arrival), for starts in the period.",
  })
  acceptToStart!: DurationStats;
  @Field(() => [DailyTotals], { description: "The same counters per UAE day of the period, oldest first." })
  daily!: DailyTotals[];
}

@ObjectType({ simpleResolvers: true, description: "Today's live counters (spec §7 admin *-metrics/today)." })
export class LiveAdminMetrics {
  @Field(() => Int, { description: "Requests made today (UAE day)." }) totalRequests!: number;
  @Field(() => Float, {
    description:
      "Billed today (UAE day) from the ledger (tax invoices less credit notes), in AED with the 5% VAT included.",
  })
  totalRevenue!: number;
  @Field(() => Float, { description: "The same, net of VAT, in AED." })
  totalRevenueNet!: number;
  @Field(() => Int, { description: "Accounts that issued any command today (UAE day)." })
  activeUsers!: number;
  @Field(() => DateTimeScalar, { description: "When these counters were read." }) at!: Date;
}

@ObjectType({ simpleResolvers: true, description: "One of the panel's seven regions (spec §2.11)." })
export class RegionPerformance {
  @Field(() => String, {
    description: "The panel's name for the region: Abu Dhabi, Dubai, Sharjah, Ajman, Fujairah, RAK or UQ.",
  })
  region!: string;
  @Field(() => String, { description: "The emirate's full name, e.g. Ras Al Khaimah." }) emirate!: string;
  @Field(() => Int, { description: "Requests with a pickup in the region in the period." }) requests!: number;
  @Field(() => Float, {
    description:
      "Billed for the region's jobs in the period (tax invoices less credit notes), in AED with the 5% VAT included.",
  })
  revenueAed!: number;
  @Field(() => Float, { description: "The same, net of VAT, in AED." })
  revenueNetAed!: number;
  @Field(() => Int, { description: "The region's requests completed in the period." }) completed!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Mean minutes from request to acceptance; null without acceptances.",
  })
  meanResponseMinutes!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Completed ÷ (completed + cancelled + unassigned) among the requests that ended, 0 to 1; null when none ended.",
  })
  completionRate!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "A line of the activity feed: something that just happened.",
})
export class ActivityItem {
  @Field(() => String, { description: 'The event\'s place in the log, as "commit/prepare".' })
  position!: string;
  @Field(() => DateTimeScalar, { description: "When it happened." }) at!: string;
  @Field(() => String, { description: "The event's type, e.g. JobAccepted." }) type!: string;
  @Field(() => String, { description: "The stream the event belongs to, e.g. request-<id>." })
  streamId!: string;
  @Field(() => EventActor, { description: "Who caused it." }) actor!: EventActor;
  @Field(() => String, { description: "A sentence for the feed, e.g. who accepted which job." })
  summary!: string;
}

@ObjectType({ simpleResolvers: true, description: "Something operations should look at now." })
export class AdminAlert {
  @Field(() => String, { description: "How urgent: critical, warning or info." }) severity!: string;
  @Field(() => String, { description: "A short headline." }) title!: string;
  @Field(() => String, { description: "What is wrong and what to do, in a sentence or two." })
  message!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      "The request to act on (the oldest one stuck), whose timeline has the action that resolves the alert.",
  })
  requestId?: string | null;
}
