import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description: "A customer or provider as operations sees them in a list.",
})
export class AdminUserSummary {
  @Field(() => ID, { description: "The account's id." }) id!: string;
  @Field(() => String, { description: "Full name." }) name!: string;
  @Field(() => String, { description: "Sign-in email." }) email!: string;
  @Field(() => String, { description: "Mobile number." }) phone!: string;
  @Field(() => String, { description: "The account's kind: customer or provider." }) userType!: string;
  @Field(() => String, { description: "Home emirate, full name." }) city!: string;
  @Field(() => DateTimeScalar, { description: "When the account was created." }) createdAt!: string;
  @Field(() => Float, { nullable: true, description: "Mean rating received; null without reviews." })
  rating!: number | null;
  @Field(() => Int, { description: "How many reviews the rating is the mean of." }) totalRatings!: number;
  @Field(() => Int, { description: "Requests booked (customers) or held (providers)." }) requests!: number;
  @Field(() => Int, { description: "Of those requests, how many were completed." }) completed!: number;
  @Field(() => Int, { description: "Of those requests, how many were cancelled." }) cancelled!: number;
  @Field(() => Boolean, { nullable: true, description: "Providers: online now; null for customers." })
  online!: boolean | null;
  @Field(() => String, { nullable: true, description: "The admin's reason while suspended; null otherwise." })
  suspensionReason!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "Newest first." })
export class AdminUserPage {
  @Field(() => [AdminUserSummary], { description: "The accounts of this page, newest first." })
  items!: AdminUserSummary[];
  @Field(() => Int, { description: "Matches in all, for paging." }) total!: number;
}
