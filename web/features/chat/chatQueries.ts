import { graphql, type ResultOf } from "../../shared/graphql";

export const MessageFields = graphql(`
  fragment MessageFields on ChatMessage {
    id
    senderId
    receiverId
    messageType
    content
    imageUrl
    createdAt
  }
`);

export const ChatMessagesQuery = graphql(
  `
    query ChatMessages($requestId: ID!) {
      chatMessages(requestId: $requestId) {
        ...MessageFields
      }
      request(id: $requestId) {
        id
        customerId
        providerId
      }
    }
  `,
  [MessageFields],
);

export const ChatMessagesAddedSubscription = graphql(
  `
    subscription ChatMessagesAdded($requestId: ID!, $afterMessageId: ID, $fromStart: Boolean!) {
      chatMessagesAdded(requestId: $requestId, afterMessageId: $afterMessageId, fromStart: $fromStart) {
        ...MessageFields
      }
    }
  `,
  [MessageFields],
);

export const SendChatMessageMutation = graphql(
  `
    mutation SendChatMessage($input: SendChatMessageInput!) {
      sendChatMessage(input: $input) {
        ...MessageFields
      }
    }
  `,
  [MessageFields],
);

export type ChatMessage = ResultOf<typeof MessageFields>;
