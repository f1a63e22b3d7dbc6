import type { CommandContext } from "../../commandContext";
import { uploadChatImage } from "../../commands/chatCommands";
import { HttpError } from "../http/httpError";
import type { RestContext } from "../restContext";
import type { StagedFile } from "./fileStore";
import { PhotoStorage } from "./photoStorage";

/** The reference the server issues for a chat image, and the path its GET route serves it at. */
export const chatImageUrl = (requestId: string, fileName: string) =>
  `/api/chat/${requestId}/images/${fileName}`;

/** A staged chat image with the name the server drew for it: where it will live once recorded. */
export interface NamedChatImage {
  imageUrl: string;
  contentType: string;
  storagePath: string;
}

/**
 * Names a staged image (415 when it is not one): a random file name, never the client's, so an upload
 * can neither land on a file already stored nor be guessed.
 */
export function nameChatImage(requestId: string, staged: StagedFile): NamedChatImage {
  const contentType = PhotoStorage.imageTypeOf(staged);
  if (!contentType) throw new HttpError(415, "upload.chatNotAnImage", { field: "imageFile" }, "imageFile");
  const fileName = PhotoStorage.newChatImageName(contentType);
  return {
    imageUrl: chatImageUrl(requestId, fileName),
    contentType,
    storagePath: PhotoStorage.chatImagePath(requestId, fileName),
  };
}

/**
 * Stores a staged chat image on its own (POST /api/chat/{requestId}/images) and returns its reference.
 * Decide first, publish after: the upload is recorded (the decider checks the caller may use this chat
 * now) before the file leaves staging. A refusal discards only the staged copy.
 */
export async function storeChatImage(
  ctx: RestContext,
  context: CommandContext,
  requestId: string,
  staged: StagedFile,
): Promise<string> {
  try {
    const image = nameChatImage(requestId, staged);
    await uploadChatImage(ctx.commands)(
      { requestId, imageUrl: image.imageUrl, contentType: image.contentType },
      context,
    );
    await ctx.photos.commit(staged, image.storagePath);
    return image.imageUrl;
  } finally {
    // After a commit the staged path no longer exists: this removes nothing then.
    await ctx.photos.discard(staged);
  }
}
