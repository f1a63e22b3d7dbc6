import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "Spec §3 Provider (captain) as the directory knows them." })
export class Provider {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => Float, {
    nullable: true,
    description: "Mean of customers' ratings; null when nobody rated yet.",
  })
  rating!: number | null;
  @Field(() => Float, { description: "What lists show: the rating, or 4.5 without ratings (spec §3)." })
  displayRating!: number;
  @Field(() => Int) totalRatings!: number;
  @Field(() => Int, { description: "Completed jobs." }) totalJobs!: number;
  @Field(() => [ServiceTypeValue]) services!: string[];
  @Field(() => Boolean) online!: boolean;
  @Field(() => Float, { nullable: true }) latitude!: number | null;
  @Field(() => Float, { nullable: true }) longitude!: number | null;
  @Field(() => DateTimeScalar, { nullable: true }) positionAt!: string | null;
  @Field(() => Int, { description: "Declared minutes from accepting to arriving." })
  responseTimeMinutes!: number;
  @Field(() => Float, { nullable: true, description: "Measured mean minutes from accept to start." })
  measuredResponseMinutes!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "A provider near the customer, ranked by the spec §9 score.",
})
export class RankedProvider {
  @Field(() => Provider) provider!: Provider;
  @Field(() => Int, { description: "1 is best." }) rank!: number;
  @Field(() => Float, { description: "rating/5 × 0.4 + 1/(distance + 0.1) × 0.4 + 1/responseTime × 0.2" })
  score!: number;
  @Field(() => Float, { description: "Great-circle km from the point asked about." }) distanceKm!: number;
  @Field(() => Int, { description: "2 minutes per km, rounded up (spec §9)." }) etaMinutes!: number;
  @Field(() => Float, { description: "The rating the score used (the booking default 4.8 when unrated)." })
  rating!: number;
  @Field(() => Float, { description: "The response time the score used." }) responseTimeMinutes!: number;
  @Field(() => [String], { description: "Top Rated (rank 1), Nearest, Fastest." }) badges!: string[];
  @Field(() => String, { nullable: true, description: "#1 Best, #2 Fast, #3 Near for ranks 1 to 3." })
  rankBadge!: string | null;
  @Field(() => Boolean, { description: "Ranks 1 to 3 get highlighted markers." }) isHighlighted!: boolean;
  @Field(() => Boolean) isTopRated!: boolean;
  @Field(() => Boolean) isNearest!: boolean;
  @Field(() => Boolean) isFastest!: boolean;
  @Field(() => Float, { description: "AED in the comparison list for the booking mode (spec §9)." })
  comparisonPrice!: number;
}

@ObjectType({ simpleResolvers: true, description: "A position the caller reported (reportLocation)." })
export class ReportedLocation {
  @Field(() => ID) userId!: string;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}
