import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description:
    "Spec §3 Service photo. Upload with POST /api/photos/{requestId} (multipart, image under 10 MB); fetch the image at url.",
})
export class ServicePhoto {
  @Field(() => ID, { description: "The photo's id." }) id!: string;
  @Field(() => ID, { description: "The job it documents." }) requestId!: string;
  @Field(() => String, { description: "What it shows: before, problem, during, after or receipt." })
  photoType!: string;
  @Field(() => String, { description: "The uploader's caption; may be empty." }) description!: string;
  @Field(() => String, {
    nullable: true,
    description: "Where it was taken, as free text; null when not given.",
  })
  location!: string | null;
  @Field(() => ID, { description: "Who uploaded it: the customer or the captain." }) uploadedBy!: string;
  @Field(() => String, { description: "The image's media type, e.g. image/jpeg." }) contentType!: string;
  @Field(() => Int, { description: "File size in bytes (under 10 MB)." }) sizeBytes!: number;
  @Field(() => String, { description: "Where the image is served, for the request's parties only." })
  url!: string;
  @Field(() => DateTimeScalar, { description: "When it was uploaded." }) createdAt!: string;
}
