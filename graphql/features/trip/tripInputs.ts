import { Field, ID, InputType } from "type-graphql";
import { ChatMessageTypeValue } from "../../schema/enums";

@InputType({
  description:
    "Spec §5: a message needs text or a photo. The sender is the caller; the receiver the other party.",
})
export class SendChatMessageInput {
  @Field(() => ID) requestId!: string;
  @Field(() => ChatMessageTypeValue, { defaultValue: ChatMessageTypeValue.TEXT })
  messageType!: ChatMessageTypeValue;
  @Field(() => String, { defaultValue: "" }) content!: string;
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
  @Field(() => ID) requestId!: string;
  @Field(() => String) sharedWithName!: string;
  @Field(() => String) sharedWithPhone!: string;
  @Field(() => Boolean, { defaultValue: true }) includeLocation!: boolean;
  @Field(() => Boolean, { defaultValue: true }) includeETA!: boolean;
  @Field(() => Boolean, { defaultValue: true }) includeProviderDetails!: boolean;
}
