import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description:
    "The captain's progress towards the pickup, computed on the server from their reported positions.",
})
export class LiveTrackingView {
  @Field(() => Float, { description: "Km left between the captain's latest position and the pickup." })
  remainingKm!: number;
  @Field(() => Int, { description: "Estimated minutes until the captain arrives." }) etaMinutes!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      "Speed in km/h between the latest fixes, kept within 25–65; null when it cannot be measured yet.",
  })
  speedKmh!: number | null;
  @Field(() => Int, {
    description: "0 to 100: how much of the distance from where the job started is covered.",
  })
  progressPercent!: number;
  @Field(() => String, { description: "En Route, Nearby, Almost There or Arriving Now (spec §4)." })
  status!: string;
  @Field(() => String, {
    description: "Machine value of status: en-route, nearby, almost-there or arriving-now.",
  })
  phase!: string;
  @Field(() => String, { description: "The status colour the app uses: blue, yellow, orange or green." })
  color!: string;
  @Field(() => Float, { description: "The captain's latest position, decimal degrees." })
  providerLatitude!: number;
  @Field(() => Float, { description: "The captain's latest position, decimal degrees." })
  providerLongitude!: number;
  @Field(() => DateTimeScalar, { description: "When that position was reported." }) positionAt!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "A sampled position of the job's captain (about one per 10 s).",
})
export class RoutePointView {
  @Field(() => ID, { description: "The captain whose position it is." }) providerId!: string;
  @Field(() => Float, { description: "Decimal degrees (WGS 84)." }) latitude!: number;
  @Field(() => Float, { description: "Decimal degrees (WGS 84)." }) longitude!: number;
  @Field(() => DateTimeScalar, { description: "When the captain was there." }) recordedAt!: string;
}
