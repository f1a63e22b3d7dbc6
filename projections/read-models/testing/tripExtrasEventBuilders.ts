import type { DataOf, ReadModelEvent } from "../shared/domainEvent";
import { AT } from "./requestEventBuilders";

/** Chat, photo and family-share events. */

type Built<T extends ReadModelEvent["type"]> = Extract<ReadModelEvent, { type: T }>;

export function chatMessageSent(
  data: Partial<DataOf<"ChatMessageSent">> &
    Pick<DataOf<"ChatMessageSent">, "messageId" | "requestId" | "senderId" | "receiverId">,
): Built<"ChatMessageSent"> {
  return {
    type: "ChatMessageSent",
    data: { messageType: "text", content: "I am at the gate", imageUrl: null, sentAt: AT, ...data },
  };
}

export const chatMessagesRead = (
  requestId: string,
  readerId: string,
  messageIds: string[],
  readAt = AT,
): Built<"ChatMessagesRead"> => ({
  type: "ChatMessagesRead",
  data: { requestId, readerId, messageIds, readAt },
});

export function photoUploaded(
  data: Partial<DataOf<"PhotoUploaded">> &
    Pick<DataOf<"PhotoUploaded">, "photoId" | "requestId" | "uploadedBy">,
): Built<"PhotoUploaded"> {
  return {
    type: "PhotoUploaded",
    data: {
      photoType: "problem",
      description: "problem photo",
      location: "25.2048,55.2708",
      fileName: "tyre.jpg",
      contentType: "image/jpeg",
      sizeBytes: 250_000,
      storagePath: `photos/${data.requestId}/${data.photoId}.jpg`,
      uploadedAt: AT,
      ...data,
    },
  };
}

export function tripShared(
  data: Partial<DataOf<"TripShared">> & Pick<DataOf<"TripShared">, "shareId" | "requestId" | "sharedBy">,
): Built<"TripShared"> {
  return {
    type: "TripShared",
    data: {
      shareToken: `tok_${data.shareId}_abcdefghijklmnopqrstuv`,
      sharedWithName: "Mariam",
      sharedWithPhone: "+971 50 222 3344",
      includeLocation: true,
      includeETA: true,
      includeProviderDetails: true,
      sharedAt: AT,
      ...data,
    },
  };
}
