import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DurationStats } from "./adminTypes";

@ObjectType({ simpleResolvers: true, description: "One UAE day × emirate × service of the analytics range." })
export class AnalyticsRow {
  @Field(() => String) day!: string;
  @Field(() => String) emirate!: string;
  @Field(() => String, { description: "The admin panel's name for the emirate (RAK, UQ)." }) region!: string;
  @Field(() => String) serviceType!: string;
  @Field(() => Int) requests!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Int) unassigned!: number;
  @Field(() => Float) revenueAed!: number;
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
  @Field(() => String) label!: string;
  @Field(() => Float) minMinutes!: number;
  @Field(() => Float, { nullable: true, description: "Null for the open last bucket." }) maxMinutes!:
    | number
    | null;
  @Field(() => Int) count!: number;
}

@ObjectType({ simpleResolvers: true })
export class CancellationReasonCount {
  @Field(() => String) reason!: string;
  @Field(() => String, { description: "Who cancelled: customer, provider, admin or system." })
  byRole!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ simpleResolvers: true, description: "A provider's jobs completed in the range." })
export class LeaderboardEntry {
  @Field(() => ID) providerId!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => Int) jobs!: number;
  @Field(() => Float) revenueAed!: number;
  @Field(() => Float, { nullable: true, description: "Mean customer rating of these jobs." }) rating!:
    | number
    | null;
  @Field(() => Int) ratings!: number;
  @Field(() => Float, { nullable: true }) meanResponseMinutes!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "Operations analytics for a range of UAE days, from the read models.",
})
export class Analytics {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => [AnalyticsRow], { description: "Only days × emirates × services with activity, by day." })
  rows!: AnalyticsRow[];
  @Field(() => DurationStats) requestToAccept!: DurationStats;
  @Field(() => [ResponseTimeBucket]) responseTimes!: ResponseTimeBucket[];
  @Field(() => [CancellationReasonCount]) cancellationReasons!: CancellationReasonCount[];
  @Field(() => [LeaderboardEntry]) leaderboard!: LeaderboardEntry[];
}
