import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { PeriodValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";
import { EventActor } from "../audit/auditTypes";

@ObjectType({
  simpleResolvers: true,
  description: "Mean and exact 90th percentile of a duration, in minutes.",
})
export class DurationStats {
  @Field(() => Int) count!: number;
  @Field(() => Float, { nullable: true }) meanMinutes!: number | null;
  @Field(() => Float, { nullable: true }) p90Minutes!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "One UAE day's totals across emirates and services, for the charts.",
})
export class DailyTotals {
  @Field(() => String) day!: string;
  @Field(() => Int) requests!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Int) unassigned!: number;
  @Field(() => Float) revenueAed!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "The admin panel's metric cards for a period, from the read models (not sample data).",
})
export class AdminMetrics {
  @Field(() => PeriodValue) period!: string;
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => Int) totalRequests!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Int) unassigned!: number;
  @Field(() => Float, { description: "AED of jobs completed in the period." }) totalRevenue!: number;
  @Field(() => Float, { description: "The panel's revenue target (spec §2.11: AED 1M)." })
  revenueTarget!: number;
  @Field(() => Int, { description: "Accounts that did anything today (UAE day)." }) activeUsers!: number;
  @Field(() => DurationStats) requestToAccept!: DurationStats;
  @Field(() => DurationStats) acceptToStart!: DurationStats;
  @Field(() => [DailyTotals]) daily!: DailyTotals[];
}

@ObjectType({ simpleResolvers: true, description: "Today's live counters (spec §7 admin *-metrics/today)." })
export class LiveAdminMetrics {
  @Field(() => Int) totalRequests!: number;
  @Field(() => Float) totalRevenue!: number;
  @Field(() => Int) activeUsers!: number;
  @Field(() => DateTimeScalar) at!: Date;
}

@ObjectType({ simpleResolvers: true, description: "One of the panel's seven regions (spec §2.11)." })
export class RegionPerformance {
  @Field(() => String) region!: string;
  @Field(() => String) emirate!: string;
  @Field(() => Int) requests!: number;
  @Field(() => Float) revenueAed!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Float, { nullable: true }) meanResponseMinutes!: number | null;
  @Field(() => Float, { nullable: true, description: "0..1" }) completionRate!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "A line of the activity feed: something that just happened.",
})
export class ActivityItem {
  @Field(() => String) position!: string;
  @Field(() => DateTimeScalar) at!: string;
  @Field(() => String) type!: string;
  @Field(() => String) streamId!: string;
  @Field(() => EventActor) actor!: EventActor;
  @Field(() => String, { description: "A sentence for the feed." }) summary!: string;
}

@ObjectType({ simpleResolvers: true, description: "Something operations should look at now." })
export class AdminAlert {
  @Field(() => String, { description: "critical, warning or info" }) severity!: string;
  @Field(() => String) title!: string;
  @Field(() => String) message!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      "The request to act on (the oldest one stuck), whose timeline has the action that resolves the alert.",
  })
  requestId?: string | null;
}
