import { Field, ID, ObjectType } from "type-graphql";
import { JobOfferKindValue } from "../../schema/enums";
import { ServiceRequest } from "./requestTypes";

@ObjectType({ simpleResolvers: true, description: "A change to a job offer the provider holds." })
export class JobOffer {
  @Field(() => JobOfferKindValue) kind!: JobOfferKindValue;
  @Field(() => ID) requestId!: string;
  @Field(() => ServiceRequest, {
    nullable: true,
    description: "The request now; null once the provider may no longer see it.",
  })
  request!: ServiceRequest | null;
}
