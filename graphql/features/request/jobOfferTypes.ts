import { Field, ID, ObjectType } from "type-graphql";
import { JobOfferKindValue } from "../../schema/enums";
import { ServiceRequest } from "./requestTypes";

@ObjectType({ simpleResolvers: true, description: "A change to a job offer the provider holds." })
export class JobOffer {
  @Field(() => JobOfferKindValue, { description: "Whether the offer opened or closed." })
  kind!: JobOfferKindValue;
  @Field(() => ID, { description: "The request offered." }) requestId!: string;
  @Field(() => ServiceRequest, {
    nullable: true,
    description: "The request now; null once the provider may no longer see it.",
  })
  request!: ServiceRequest | null;
}
