import { Field, ID, ObjectType } from "type-graphql";
import { ChatMessageTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Chat message between a request's customer and provider.",
})
export class ChatMessage {
  @Field(() => ID, { description: "The message's id (the client's messageId when it sent one)." })
  id!: string;
  @Field(() => ID, { description: "The request whose chat it belongs to." }) requestId!: string;
  @Field(() => ID, { description: "Who sent it: the request's customer or captain." }) senderId!: string;
  @Field(() => ID, { description: "Who it is for: the other party of the request." }) receiverId!: string;
  @Field(() => ChatMessageTypeValue, { description: "Text or photo." }) messageType!: string;
  @Field(() => String, { description: "The text; may be empty for a photo." }) content!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "For IMAGE messages, where the photo is served (to the request's parties only); null for text.",
  })
  imageUrl!: string | null;
  @Field(() => Boolean, { description: "Whether the receiver has read it." }) isRead!: boolean;
  @Field(() => DateTimeScalar, { description: "When it was sent." }) createdAt!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Family share: who follows the trip; shareToken builds the public tracking link.",
})
export class FamilyShare {
  @Field(() => ID, { description: "The share's id." }) id!: string;
  @Field(() => ID, { description: "The trip shared." }) requestId!: string;
  @Field(() => String, {
    description:
      "Secret token of the public tracking link: anyone holding it may read the trip (sharedTrip) without signing in, until the job ends. Only the sharing customer and admins see it.",
  })
  shareToken!: string;
  @Field(() => String, { description: "Who the trip was shared with." }) sharedWithName!: string;
  @Field(() => String, { description: "Their phone number, as the customer gave it." })
  sharedWithPhone!: string;
  @Field(() => Boolean, { description: "The link shows the pickup and the captain's live position." })
  includeLocation!: boolean;
  @Field(() => Boolean, { description: "The link shows the minutes until the captain arrives." })
  includeETA!: boolean;
  @Field(() => Boolean, { description: "The link shows the captain's name, phone and rating." })
  includeProviderDetails!: boolean;
  @Field(() => ID, { description: "The customer who shared the trip." }) userId!: string;
  @Field(() => DateTimeScalar, { description: "When the trip was shared." }) sharedAt!: string;
  @Field(() => DateTimeScalar, { nullable: true, description: "When the job ended; null while it runs." })
  expiresAt!: string | null;
  @Field(() => Boolean, {
    description: "True while the link works: until the job is completed or cancelled.",
  })
  isActive!: boolean;
}
