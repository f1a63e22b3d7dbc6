import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "Spec §3 Provider (captain) as the directory knows them." })
export class Provider {
  @Field(() => ID, { description: "The captain's account id." }) id!: string;
  @Field(() => String, { description: "The captain's name as customers see it." }) name!: string;
  @Field(() => String, {
    description:
      "The captain's mobile number; any signed-in user may read it, so customers can call the captain.",
  })
  phone!: string;
  @Field(() => Float, {
    nullable: true,
    description: "Mean of customers' ratings, 1 to 5; null when nobody rated yet.",
  })
  rating!: number | null;
  @Field(() => Float, { description: "What lists show: the rating, or 4.5 without ratings (spec §3)." })
  displayRating!: number;
  @Field(() => Int, { description: "How many customer reviews the rating is the mean of." })
  totalRatings!: number;
  @Field(() => Int, { description: "Jobs the captain has completed." }) totalJobs!: number;
  @Field(() => [ServiceTypeValue], { description: "The services the captain offers." }) services!: string[];
  @Field(() => Boolean, { description: "Whether the captain is receiving requests right now." })
  online!: boolean;
  @Field(() => Float, {
    nullable: true,
    description: "Last reported position, decimal degrees; null before the captain ever reported one.",
  })
  latitude!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Last reported position, decimal degrees; null before the captain ever reported one.",
  })
  longitude!: number | null;
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "When latitude/longitude were reported; null without a position.",
  })
  positionAt!: string | null;
  @Field(() => Int, {
    description: "Minutes the captain declares from accepting to arriving; used by the ranking.",
  })
  responseTimeMinutes!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      "Measured mean minutes from accept to start over the captain's jobs; null before their first started job.",
  })
  measuredResponseMinutes!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "A provider near the customer, ranked by the spec §9 score.",
})
export class RankedProvider {
  @Field(() => Provider, { description: "The captain's directory entry." }) provider!: Provider;
  @Field(() => Int, { description: "Position in the ranking, 1 being the best score." }) rank!: number;
  @Field(() => Float, {
    description:
      "The spec §9 score, higher is better: rating/5 × 0.4 + 1/(distance km + 0.1) × 0.4 + 1/response minutes × 0.2.",
  })
  score!: number;
  @Field(() => Float, { description: "Great-circle distance in km from the point asked about." })
  distanceKm!: number;
  @Field(() => Int, { description: "Estimated minutes to arrive: 2 minutes per km, rounded up (spec §9)." })
  etaMinutes!: number;
  @Field(() => Float, { description: "The rating the score used (the booking default 4.8 when unrated)." })
  rating!: number;
  @Field(() => Float, { description: "The response time in minutes the score used." })
  responseTimeMinutes!: number;
  @Field(() => [String], { description: 'Labels earned: "Top Rated" (rank 1), "Nearest", "Fastest".' })
  badges!: string[];
  @Field(() => String, {
    nullable: true,
    description: '"#1 Best", "#2 Fast" or "#3 Near" for ranks 1 to 3; null below.',
  })
  rankBadge!: string | null;
  @Field(() => Boolean, { description: "True for ranks 1 to 3, which get highlighted markers." })
  isHighlighted!: boolean;
  @Field(() => Boolean, { description: "Rank 1: the best score." }) isTopRated!: boolean;
  @Field(() => Boolean, { description: "The smallest distance of the list." }) isNearest!: boolean;
  @Field(() => Boolean, { description: "The shortest response time of the list." }) isFastest!: boolean;
  @Field(() => Float, {
    description:
      "The price this captain would charge for this booking mode, in AED with the 5% VAT included (spec §9); a booking with them is priced at it.",
  })
  comparisonPrice!: number;
}

@ObjectType({ simpleResolvers: true, description: "A position the caller reported (reportLocation)." })
export class ReportedLocation {
  @Field(() => ID, { description: "Whose position it is (the caller)." }) userId!: string;
  @Field(() => Float, { description: "Decimal degrees, −90 to 90." }) latitude!: number;
  @Field(() => Float, { description: "Decimal degrees, −180 to 180." }) longitude!: number;
}
