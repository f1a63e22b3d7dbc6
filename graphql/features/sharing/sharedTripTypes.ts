import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { RequestStatusValue, ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";
import { LiveTrackingView } from "../request/trackingTypes";

@ObjectType({
  simpleResolvers: true,
  description:
    "What a family share link shows anyone who holds its token: the trip's status, the captain and live tracking, " +
    "as far as the customer chose to include them (location, ETA, provider details).",
})
export class SharedTrip {
  @Field(() => ID, { description: "The trip's request." }) requestId!: string;
  @Field(() => ServiceTypeValue, { description: "The service on its way." }) serviceType!: string;
  @Field(() => RequestStatusValue, { description: "Where the request is in its life." }) status!: string;
  @Field(() => String, { nullable: true, description: 'Spec §4 text, e.g. "Provider is on the way".' })
  statusText!: string | null;
  @Field(() => String, { description: "Who shared the trip (their first name)." }) sharedByName!: string;
  @Field(() => String, { description: "Who the trip was shared with." }) sharedWithName!: string;
  @Field(() => DateTimeScalar, { description: "When it was shared." }) sharedAt!: string;
  @Field(() => Boolean, { description: "False once the job ended: the link stops working then." })
  isActive!: boolean;
  @Field(() => DateTimeScalar, { nullable: true, description: "When the link stopped working." })
  expiresAt!: string | null;
  @Field(() => String, { nullable: true, description: "With provider details: the captain's name." })
  captainName!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "With provider details: the captain's phone; null otherwise or before a captain is assigned.",
  })
  captainPhone!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "With provider details: the captain's mean rating, 1 to 5; null otherwise or when unrated.",
  })
  captainRating!: number | null;
  @Field(() => String, { nullable: true, description: "With location: where help is going." })
  pickupLocation!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "With location: the pickup, decimal degrees; null otherwise.",
  })
  pickupLatitude!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "With location: the pickup, decimal degrees; null otherwise.",
  })
  pickupLongitude!: number | null;
  @Field(() => Int, { nullable: true, description: "With ETA: minutes until the captain arrives." })
  etaMinutes!: number | null;
  @Field(() => LiveTrackingView, {
    nullable: true,
    description: "With location, while the captain is on the way: position, distance, speed and progress.",
  })
  tracking!: LiveTrackingView | null;
  @Field(() => DateTimeScalar, { description: "When the trip last changed." }) updatedAt!: string;
}
