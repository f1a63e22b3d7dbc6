import { Field, ID, ObjectType } from "type-graphql";
import { ChatMessageTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Chat message between a request's customer and provider.",
})
export class ChatMessage {
  @Field(() => ID) id!: string;
  @Field(() => ID) requestId!: string;
  @Field(() => ID) senderId!: string;
  @Field(() => ID) receiverId!: string;
  @Field(() => ChatMessageTypeValue) messageType!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Family share: who follows the trip; shareToken builds the public tracking link.",
})
export class FamilyShare {
  @Field(() => ID) id!: string;
  @Field(() => ID) requestId!: string;
  @Field(() => String) shareToken!: string;
  @Field(() => String) sharedWithName!: string;
  @Field(() => String) sharedWithPhone!: string;
  @Field(() => Boolean) includeLocation!: boolean;
  @Field(() => Boolean) includeETA!: boolean;
  @Field(() => Boolean) includeProviderDetails!: boolean;
  @Field(() => ID) userId!: string;
  @Field(() => DateTimeScalar) sharedAt!: string;
  @Field(() => DateTimeScalar, { nullable: true, description: "When the job ended; null while it runs." })
  expiresAt!: string | null;
  @Field(() => Boolean) isActive!: boolean;
}
