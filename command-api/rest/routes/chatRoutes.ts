import { z } from "zod";
import { messagesOf } from "../../../projections/read-models/chat/queries";
import { CHAT } from "../../../projections/read-models/chat/schema";
import { byId } from "../../../projections/read-models/request-history/queries";
import { notFound } from "../../auth/policy/accessErrors";
import { requireActingAsSelf } from "../../auth/policy/identityPolicy";
import { requireRequestParty } from "../../auth/policy/requestPolicy";
import type { Principal } from "../../auth/principal";
import type { CommandContext } from "../../commandContext";
import { markChatMessagesRead, sendChatMessage } from "../../commands/chatCommands";
import { HttpError } from "../http/httpError";
import { parseInput } from "../http/inputValidation";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import {
  ChatImageReference,
  ChatMessage,
  ChatMessageBody,
  ChatQuery,
  MarkReadBody,
} from "../schemas/chatSchemas";
import { IdInput } from "../schemas/commonSchemas";
import { chatImageUrl, nameChatImage, storeChatImage } from "../uploads/chatImageUpload";
import type { StagedFile } from "../uploads/fileStore";
import { IMAGE_EXTENSIONS } from "../uploads/imageType";
import { readMultipartForm } from "../uploads/multipartForm";
import { sendStoredFile } from "../uploads/sendStoredFile";

const TAG = "Chat";
const RequestIdParams = z.object({ requestId: IdInput });
const ImageParams = z.object({
  requestId: IdInput,
  file: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}\.(jpg|png|gif|webp|heic|avif)$/,
      "is not an image of this chat",
    ),
});
const IMAGE_TYPES_BY_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type]),
);

export function chatRoutes(ctx: RestContext): RestRoute[] {
  async function requireParty(principal: Principal, requestId: string, adminMayRead: boolean) {
    return requireRequestParty(principal, await byId(ctx.sql, requestId), requestId, { adminMayRead });
  }

  /** A JSON message (whose imageUrl is a reference already issued), or a multipart one whose `imageFile` part is the photo. */
  async function readMessage(request: Parameters<RestRoute["run"]>[0]) {
    if (!request.isMultipart())
      return { body: parseInput(ChatMessageBody, request.body ?? undefined, "body"), file: null };
    const form = await readMultipartForm(request, ctx.photos, "imageFile");
    try {
      const body = parseInput(
        ChatMessageBody,
        { ...form.fields, messageType: form.fields.messageType ?? (form.file ? "image" : "text") },
        "body",
      );
      if (form.file && body.imageUrl)
        throw new HttpError(400, "upload.imageFileOrUrl", { field: "imageUrl" }, "imageUrl");
      return { body, file: form.file };
    } catch (error) {
      if (form.file) await ctx.photos.discard(form.file);
      throw error;
    }
  }

  /**
   * Sends the message as its sender. A file sent with it gets a name the server draws and is decided
   * with the message (one append), then published only if that appended something (a resend does not).
   */
  async function send(
    principal: Principal,
    requestId: string,
    body: ReturnType<typeof ChatMessageBody.parse>,
    file: StagedFile | null,
    context: CommandContext,
  ) {
    try {
      requireActingAsSelf(principal, body.senderId, "senderId");
      const image = file ? nameChatImage(requestId, file) : null;
      const sent = await sendChatMessage(ctx.commands)(
        {
          requestId,
          receiverId: body.receiverId,
          messageType: body.messageType,
          content: body.content,
          imageUrl: image?.imageUrl ?? body.imageUrl ?? null,
          upload: image ? { contentType: image.contentType } : null,
          ...(body.messageId ? { messageId: body.messageId } : {}),
        },
        context,
      );
      if (file && image && sent.position !== null) await ctx.photos.commit(file, image.storagePath);
      return sent;
    } finally {
      // After a commit the staged path is gone: this removes nothing then.
      if (file) await ctx.photos.discard(file);
    }
  }

  return [
    signedInRoute({
      method: "GET",
      path: "/api/chat/{requestId}",
      summary:
        "The request's chat, oldest first (polled every 2 s; ?after=<messageId> fetches only newer ones)",
      tag: TAG,
      params: RequestIdParams,
      query: ChatQuery,
      response: z.array(ChatMessage),
      errors: [400, 401, 404],
      async handle({ principal, params, query }) {
        await requireParty(principal, params.requestId, true);
        return messagesOf(ctx.sql, params.requestId, query.after ? { afterMessageId: query.after } : {});
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/chat/{requestId}",
      summary: "Send a message to the other party (JSON, or multipart with an imageFile part)",
      tag: TAG,
      params: RequestIdParams,
      body: ChatMessageBody,
      multipart: true,
      response: ChatMessage,
      errors: [400, 401, 403, 404, 409, 413, 415],
      async handle({ principal, params, request }) {
        await requireParty(principal, params.requestId, false);
        const { body, file } = await readMessage(request);
        const sent = await send(principal, params.requestId, body, file, ctx.contextOf(principal, request));
        await ctx.settled(sent.position, [CHAT]);
        const messages = await messagesOf(ctx.sql, params.requestId);
        return messages.find((m) => m.id === sent.messageId) ?? { id: sent.messageId };
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/chat/{requestId}/images",
      summary:
        "Upload an image for this chat (multipart, part imageFile); the answer's imageUrl is what a message (REST or GraphQL sendChatMessage) may carry",
      tag: TAG,
      params: RequestIdParams,
      multipart: true,
      status: 201,
      response: ChatImageReference,
      errors: [400, 401, 403, 404, 409, 413, 415],
      async handle({ principal, params, request }) {
        await requireParty(principal, params.requestId, false);
        const form = await readMultipartForm(request, ctx.photos, "imageFile");
        if (!form.file) throw new HttpError(400, "upload.imageRequired", { field: "imageFile" }, "imageFile");
        const imageUrl = await storeChatImage(
          ctx,
          ctx.contextOf(principal, request),
          params.requestId,
          form.file,
        );
        return { imageUrl };
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/chat/{requestId}/read",
      summary: "Mark messages sent to you as read",
      tag: TAG,
      params: RequestIdParams,
      body: MarkReadBody,
      status: 204,
      errors: [400, 401, 403, 404],
      async handle({ principal, params, body, request }) {
        await requireParty(principal, params.requestId, false);
        const { position } = await markChatMessagesRead(ctx.commands)(
          { requestId: params.requestId, messageIds: body.messageIds },
          ctx.contextOf(principal, request),
        );
        await ctx.settled(position, [CHAT]);
        return undefined;
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/chat/{requestId}/images/{file}",
      summary: "The image of an image message (the message's imageUrl)",
      tag: TAG,
      params: ImageParams,
      errors: [400, 401, 404],
      async handle({ principal, params, reply }) {
        await requireParty(principal, params.requestId, true);
        const url = chatImageUrl(params.requestId, params.file);
        const messages = await messagesOf(ctx.sql, params.requestId);
        if (!messages.some((m) => m.imageUrl === url)) throw notFound({ resource: "Image", id: params.file });
        const extension = params.file.slice(params.file.lastIndexOf(".") + 1);
        return sendStoredFile(
          reply,
          ctx.photos,
          `chat/${params.requestId}/${params.file}`,
          IMAGE_TYPES_BY_EXTENSION[extension] ?? "application/octet-stream",
          { resource: "Image", id: params.file },
        );
      },
    }),
  ];
}
