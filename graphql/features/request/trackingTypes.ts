import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description:
    "The captain's progress towards the pickup, computed on the server from their reported positions.",
})
export class LiveTrackingView {
  @Field(() => Float) remainingKm!: number;
  @Field(() => Int) etaMinutes!: number;
  @Field(() => Float, { nullable: true, description: "Between the latest fixes, within 25–65 km/h." })
  speedKmh!: number | null;
  @Field(() => Int, { description: "0–100, of the distance from where the job started." })
  progressPercent!: number;
  @Field(() => String, { description: "En Route, Nearby, Almost There or Arriving Now (spec §4)." })
  status!: string;
  @Field(() => String, { description: "en-route, nearby, almost-there or arriving-now." }) phase!: string;
  @Field(() => String, { description: "blue, yellow, orange or green." }) color!: string;
  @Field(() => Float) providerLatitude!: number;
  @Field(() => Float) providerLongitude!: number;
  @Field(() => DateTimeScalar, { description: "When that position was reported." }) positionAt!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "A sampled position of the job's captain (about one per 10 s).",
})
export class RoutePointView {
  @Field(() => ID) providerId!: string;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => DateTimeScalar) recordedAt!: string;
}
