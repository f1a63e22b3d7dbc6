import { Field, ID, InputType } from "type-graphql";
import { ChatMessageTypeValue } from "../../schema/enums";

@InputType({
  description:
    "Spec §5: a message needs text or a photo. The sender is the caller; the receiver the other party.",
})
export class SendChatMessageInput {
  @Field(() => ID, {
    description: "The request whose chat to write in; the caller must be its customer or captain.",
  })
  requestId!: string;
  @Field(() => ChatMessageTypeValue, {
    defaultValue: ChatMessageTypeValue.TEXT,
    description: "TEXT (default) or IMAGE.",
  })
  messageType!: ChatMessageTypeValue;
  @Field(() => String, { defaultValue: "", description: "The text; may be empty for an IMAGE message." })
  content!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "For IMAGE messages: the imageUrl POST /api/chat/{requestId}/images answered to you for this chat; any other URL is refused (BAD_USER_INPUT, field imageUrl).",
  })
  imageUrl?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: "The client's id for the message: resending it changes nothing.",
  })
  messageId?: string | null;
}

@InputType({ description: "Spec §3 family share (the app sends every include flag true)." })
export class ShareTripInput {
  @Field(() => ID, { description: "One of the caller's own requests." }) requestId!: string;
  @Field(() => String, { description: "Who to share with." }) sharedWithName!: string;
  @Field(() => String, { description: "Their phone number." }) sharedWithPhone!: string;
  @Field(() => Boolean, {
    defaultValue: true,
    description: "Show the pickup and the captain's live position.",
  })
  includeLocation!: boolean;
  @Field(() => Boolean, { defaultValue: true, description: "Show the minutes until the captain arrives." })
  includeETA!: boolean;
  @Field(() => Boolean, { defaultValue: true, description: "Show the captain's name, phone and rating." })
  includeProviderDetails!: boolean;
}
