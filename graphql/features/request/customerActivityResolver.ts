import { Ctx, Field, Float, Int, ObjectType, Query, Resolver } from "type-graphql";
import { customerActivity } from "../../../domain/rules/loyalty";
import { requestCountsOfCustomer } from "../../../projections/read-models/request-history/queries";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";

@ObjectType({
  simpleResolvers: true,
  description: "The customer's own figures and loyalty (spec §2.7), over all their requests.",
})
export class CustomerActivity {
  @Field(() => Int, { description: "Requests the customer has booked, whatever their status." })
  requests!: number;
  @Field(() => Int, { description: "Of those, how many were completed." }) completed!: number;
  @Field(() => Int, { description: "Of those, how many were cancelled." }) cancelled!: number;
  @Field(() => Float, { description: "What the completed services cost, in AED with the 5% VAT included." })
  spentAed!: number;
  @Field(() => Int, {
    nullable: true,
    description: "Completed of the requests that ended, in whole percent; null before any ended.",
  })
  successPercent!: number | null;
  @Field(() => Int, { description: "Loyalty points: 25 for every completed service." })
  points!: number;
  @Field(() => Int, {
    description: "Points still missing for the Gold tier (1,500 points); 0 for Gold members.",
  })
  pointsToGold!: number;
}

@Resolver()
export class CustomerActivityResolver {
  @Query(() => CustomerActivity, { description: "The signed-in customer's activity and loyalty points." })
  async myActivity(@Ctx() ctx: GraphqlContext): Promise<CustomerActivity> {
    const principal = signedIn(ctx, ["customer"]);
    return customerActivity(await requestCountsOfCustomer(ctx.services.sql, principal.userId));
  }
}
