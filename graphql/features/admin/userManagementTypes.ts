import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description: "A customer or provider as operations sees them in a list.",
})
export class AdminUserSummary {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) userType!: string;
  @Field(() => String) city!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => Float, { nullable: true, description: "Mean rating received; null without reviews." })
  rating!: number | null;
  @Field(() => Int) totalRatings!: number;
  @Field(() => Int, { description: "Requests booked (customers) or held (providers)." }) requests!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Boolean, { nullable: true, description: "Providers: online now." }) online!: boolean | null;
  @Field(() => String, { nullable: true, description: "The admin's reason while suspended; null otherwise." })
  suspensionReason!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "Newest first." })
export class AdminUserPage {
  @Field(() => [AdminUserSummary]) items!: AdminUserSummary[];
  @Field(() => Int, { description: "Matches in all, for paging." }) total!: number;
}
