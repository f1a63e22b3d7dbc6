import type { CommandContext } from "../../commandContext";
import { uploadChatImage } from "../../commands/chatCommands";
import { HttpError } from "../http/httpError";
import type { RestContext } from "../restContext";
import type { StagedFile } from "./fileStore";
import { PhotoStorage } from "./photoStorage";

export const NOT_AN_IMAGE = "imageFile: Photos must be image files (JPEG, PNG, GIF, WebP, HEIC or AVIF)";

/** The reference the server issues for a chat image, and the path its GET route serves it at. */
export const chatImageUrl = (requestId: string, fileName: string) =>
  `/api/chat/${requestId}/images/${fileName}`;

/**
 * Stores a staged chat image and returns its reference. Decide first, publish after: the upload is
 * recorded (the decider checks the caller may use this chat now) before the file leaves staging, under
 * a name the server drew. A refusal discards only the staged copy; nothing already stored is touched,
 * whatever happens later to the message that uses the reference.
 */
export async function storeChatImage(
  ctx: RestContext,
  context: CommandContext,
  requestId: string,
  staged: StagedFile,
): Promise<string> {
  try {
    const contentType = PhotoStorage.imageTypeOf(staged);
    if (!contentType) throw new HttpError(415, NOT_AN_IMAGE, "imageFile");
    const fileName = PhotoStorage.newChatImageName(contentType);
    const imageUrl = chatImageUrl(requestId, fileName);
    await uploadChatImage(ctx.commands)({ requestId, imageUrl, contentType }, context);
    await ctx.photos.commit(staged, PhotoStorage.chatImagePath(requestId, fileName));
    return imageUrl;
  } finally {
    // After a commit the staged path no longer exists: this removes nothing then.
    await ctx.photos.discard(staged);
  }
}
