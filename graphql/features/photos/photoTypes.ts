import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description:
    "Spec §3 Service photo. Upload with POST /api/photos/{requestId} (multipart, image under 10 MB); fetch the image at url.",
})
export class ServicePhoto {
  @Field(() => ID) id!: string;
  @Field(() => ID) requestId!: string;
  @Field(() => String, { description: "before, problem, during, after or receipt" }) photoType!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field(() => ID) uploadedBy!: string;
  @Field(() => String) contentType!: string;
  @Field(() => Int) sizeBytes!: number;
  @Field(() => String, { description: "Where the image is served, for the request's parties only." })
  url!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
}
